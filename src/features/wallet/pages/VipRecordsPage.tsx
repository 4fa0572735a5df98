import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/Page';
import { formatYuan } from '@/lib/money';
import { useOrders } from '../api/orders';
import { detailRowClasses } from '../components/DetailRow';
import { formatDateTime } from '../components/detail-types';
import { QueryState } from '@/components/query-state/QueryState';
import { MorePages } from '@/components/more-pages/MorePages';
import { noRows } from '../components/states';

/** VIP recharge records: the member's orders (VIP levels, recharges, purchases), newest first. */
export function VipRecordsPage() {
  const { t, i18n } = useTranslation();
  const orders = useOrders();

  return (
    <Page title={t('wallet.vipRecords.title')}>
      <QueryState
        query={orders}
        isEmpty={noRows}
        skeletonRows={6}
        empty={t('wallet.vipRecords.empty')}
      >
        {(data) => (
          <ul className={detailRowClasses.list} aria-label={t('wallet.vipRecords.title')}>
            {data.pages
              .flatMap((p) => p.resultList)
              .map((order) => (
                <li key={order.orderId} className={detailRowClasses.row} data-testid="order-row">
                  <span className={detailRowClasses.text}>
                    <span>
                      {t(`wallet.orderType.${order.type}`)} ·{' '}
                      {t(`wallet.orderStatus.${order.status}`)}
                    </span>
                    <time className={detailRowClasses.time} dateTime={order.createdAt}>
                      {formatDateTime(order.createdAt, i18n.language)}
                    </time>
                  </span>
                  <span className={detailRowClasses.amount}>{formatYuan(order.payAmount)}</span>
                </li>
              ))}
          </ul>
        )}
      </QueryState>
      <MorePages query={orders} />
    </Page>
  );
}
