import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DETAIL_TYPES } from '@/api/schemas/wallet';
import { formatYuan } from '@/lib/money';
import { cashDetailPath, WALLET_PATHS } from '@/lib/wallet-paths';
import { useBalanceDetails } from '../api/details';
import { formatDateTime } from './detail-types';
import { detailRowClasses } from './DetailRow';
import { QueryState } from '@/components/query-state/QueryState';
import { noRows } from './states';

/** Withdrawal records: the 403 detail rows, each opening its record. */
export function WithdrawalRecords() {
  const { t, i18n } = useTranslation();
  const records = useBalanceDetails(DETAIL_TYPES.withdrawal);
  return (
    <section aria-labelledby="cash-records">
      <Title order={2} size="h4" id="cash-records" mb="xs">
        {t('wallet.cash.records')}
      </Title>
      <QueryState
        query={records}
        isEmpty={noRows}
        skeletonRows={2}
        empty={t('wallet.cash.noRecords')}
      >
        {(data) => (
          <ul className={detailRowClasses.list}>
            {data.pages
              .flatMap((p) => p.resultList)
              .map((row) => (
                <li key={row.id}>
                  <Link
                    to={row.withdrawalId ? cashDetailPath(row.withdrawalId) : WALLET_PATHS.cash}
                    className={detailRowClasses.row}
                    data-testid="withdrawal-row"
                  >
                    <span className={detailRowClasses.text}>
                      <span>{t('wallet.detailType.403')}</span>
                      <time className={detailRowClasses.time} dateTime={row.createdAt}>
                        {formatDateTime(row.createdAt, i18n.language)}
                      </time>
                    </span>
                    <span className={detailRowClasses.amount}>{formatYuan(row.amount)}</span>
                  </Link>
                </li>
              ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
