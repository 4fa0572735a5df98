import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '@/components/page/Page';
import { formatSignedYuan } from '@/lib/money';
import { detailPath, WALLET_PATHS } from '@/lib/wallet-paths';
import { useCardRecords } from '../api/codes';
import { formatDateTime } from '../components/detail-types';
import { detailRowClasses } from '../components/DetailRow';
import { EmptyList, LoadFailed, WalletSkeleton } from '../components/states';

/** /rechargeCard/record: the member's redeemed cards, newest first; each opens its 401 row. */
export function RechargeCardRecordPage() {
  const { t, i18n } = useTranslation();
  const records = useCardRecords();
  const rows = records.data?.pages.flatMap((p) => p.resultList) ?? [];

  return (
    <Page title={t('wallet.rechargeCard.records')}>
      {records.isPending ? <WalletSkeleton rows={4} /> : null}
      {records.isError ? <LoadFailed onRetry={() => void records.refetch()} /> : null}
      {records.isSuccess && rows.length === 0 ? (
        <>
          <EmptyList text={t('wallet.rechargeCard.empty')} />
          <Button component={Link} to={WALLET_PATHS.rechargeCard} variant="light" size="md">
            {t('wallet.rechargeCard.title')}
          </Button>
        </>
      ) : null}
      {rows.length ? (
        <ul className={detailRowClasses.list} aria-label={t('wallet.rechargeCard.records')}>
          {rows.map((record) => (
            <li key={record.orderId}>
              <Link
                to={detailPath(record.detailId)}
                className={detailRowClasses.row}
                data-testid="card-record"
              >
                <span className={detailRowClasses.text}>
                  <span>{record.cardCode}</span>
                  <time className={detailRowClasses.time} dateTime={record.createdAt}>
                    {formatDateTime(record.createdAt, i18n.language)}
                  </time>
                </span>
                <span className={`${detailRowClasses.amount} ${detailRowClasses.income}`}>
                  {formatSignedYuan(record.amount)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {records.hasNextPage ? (
        <Button
          variant="light"
          size="md"
          loading={records.isFetchingNextPage}
          onClick={() => {
            if (!records.isFetchingNextPage) void records.fetchNextPage();
          }}
        >
          {t('wallet.details.more')}
        </Button>
      ) : null}
    </Page>
  );
}
