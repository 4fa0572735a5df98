import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Page } from '@/components/page/Page';
import { formatSignedYuan, formatYuan } from '@/lib/money';
import { useBalanceDetail } from '../api/details';
import { detailTypeKey, formatDateTime } from '../components/detail-types';
import { Facts } from '../components/Facts';
import { EmptyList, LoadFailed, WalletSkeleton } from '../components/states';

/** /wallet/balance/details/:id: one balance change. */
export function DetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const detail = useBalanceDetail(id);

  return (
    <Page title={t('wallet.detail.title')}>
      {detail.isPending ? <WalletSkeleton rows={3} /> : null}
      {detail.isError ? <LoadFailed onRetry={() => void detail.refetch()} /> : null}
      {detail.isSuccess && !detail.data ? <EmptyList text={t('wallet.detail.notFound')} /> : null}
      {detail.data ? (
        <Facts
          headline={formatSignedYuan(detail.data.amount)}
          rows={[
            [t('wallet.detail.type'), t(detailTypeKey(detail.data.type))],
            [t('wallet.detail.time'), formatDateTime(detail.data.createdAt, i18n.language)],
            [t('wallet.detail.balanceAfter'), formatYuan(detail.data.balanceAfter)],
            ...(detail.data.orderId
              ? [[t('wallet.detail.orderId'), detail.data.orderId] as [string, string]]
              : []),
            ...(detail.data.remark
              ? [[t('wallet.detail.remark'), detail.data.remark] as [string, string]]
              : []),
          ]}
        />
      ) : null}
    </Page>
  );
}
