import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/Page';
import { formatYuan } from '@/lib/money';
import { useOrders } from '../api/orders';
import { detailRowClasses } from '../components/DetailRow';
import { formatDateTime } from '../components/detail-types';
import { EmptyList, LoadFailed, WalletSkeleton } from '../components/states';

/** VIP recharge records: the member's orders (VIP levels, recharges, purchases), newest first. */
export function VipRecordsPage() {
  const { t, i18n } = useTranslation();
  const orders = useOrders();
  const rows = orders.data?.pages.flatMap((p) => p.resultList) ?? [];

  return (
    <Page title={t('wallet.vipRecords.title')}>
      {orders.isPending ? <WalletSkeleton rows={6} /> : null}
      {orders.isError ? <LoadFailed onRetry={() => void orders.refetch()} /> : null}
      {orders.isSuccess && rows.length === 0 ? (
        <EmptyList text={t('wallet.vipRecords.empty')} />
      ) : null}
      {rows.length ? (
        <ul className={detailRowClasses.list} aria-label={t('wallet.vipRecords.title')}>
          {rows.map((order) => (
            <li key={order.orderId} className={detailRowClasses.row} data-testid="order-row">
              <span className={detailRowClasses.text}>
                <span>
                  {t(`wallet.orderType.${order.type}`)} · {t(`wallet.orderStatus.${order.status}`)}
                </span>
                <time className={detailRowClasses.time} dateTime={order.createdAt}>
                  {formatDateTime(order.createdAt, i18n.language)}
                </time>
              </span>
              <span className={detailRowClasses.amount}>{formatYuan(order.payAmount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {orders.hasNextPage ? (
        <Button
          variant="light"
          size="md"
          loading={orders.isFetchingNextPage}
          onClick={() => {
            if (!orders.isFetchingNextPage) void orders.fetchNextPage();
          }}
        >
          {t('wallet.details.more')}
        </Button>
      ) : null}
    </Page>
  );
}
