import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Page } from '@/components/page/Page';
import { formatSignedYuan, formatYuan } from '@/lib/money';
import { useBalanceDetail } from '../api/details';
import { useOrder } from '../api/recharge';
import { detailTypeKey, formatDateTime } from '../components/detail-types';
import { Facts } from '../components/Facts';
import { RecordPending } from '../components/states';

type Fact = [string, string];

/**
 * /wallet/balance/details/:id: one balance change, loaded by id (a link or a reload works). When
 * the row belongs to an order, the order says how it was paid (a recharge card, Alipay...).
 */
export function DetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const detail = useBalanceDetail(id);
  const order = useOrder(detail.data?.orderId ?? '');

  return (
    <Page title={t('wallet.detail.title')}>
      <RecordPending query={detail} notFound={t('wallet.detail.notFound')} />
      {detail.data ? (
        <Facts
          headline={formatSignedYuan(detail.data.amount)}
          rows={[
            [t('wallet.detail.type'), t(detailTypeKey(detail.data.type))],
            [t('wallet.detail.time'), formatDateTime(detail.data.createdAt, i18n.language)],
            [t('wallet.detail.balanceAfter'), formatYuan(detail.data.balanceAfter)],
            ...(order.data
              ? [
                  [
                    t('wallet.rechargeResult.channel'),
                    t(`wallet.channel.${order.data.channel}`),
                  ] as Fact,
                ]
              : []),
            ...(detail.data.orderId
              ? [[t('wallet.detail.orderId'), order.data?.orderNo ?? detail.data.orderId] as Fact]
              : []),
            ...(detail.data.remark
              ? [[t('wallet.detail.remark'), detail.data.remark] as Fact]
              : []),
          ]}
        />
      ) : null}
    </Page>
  );
}
