import { Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { DETAIL_TYPES } from '@/api/schemas/wallet';
import { formatYuan } from '@/lib/money';
import { cashDetailPath, WALLET_PATHS } from '@/lib/wallet-paths';
import { useBalanceDetails } from '../api/details';
import { formatDateTime } from './detail-types';
import { detailRowClasses } from './DetailRow';
import { QueryState } from '@/components/query-state/QueryState';
import { MorePages } from '@/components/more-pages/MorePages';
import { noRows } from './states';

const RECORDS_ID = 'cash-records';

/** The withdrawal screen opened at its records (the wallet's "withdrawal records" row). */
export const WITHDRAWAL_RECORDS_PATH = `${WALLET_PATHS.cash}#${RECORDS_ID}`;

/** Withdrawal records: the 403 detail rows, each opening its record, a page at a time. */
export function WithdrawalRecords() {
  const { t, i18n } = useTranslation();
  const records = useBalanceDetails(DETAIL_TYPES.withdrawal);
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const shown = records.isSuccess;
  // Opened for the records: bring them into view once they are there (the form is above them).
  useEffect(() => {
    if (shown && hash === `#${RECORDS_ID}`) section.current?.scrollIntoView({ block: 'start' });
  }, [shown, hash]);
  return (
    <section aria-labelledby={RECORDS_ID} ref={section}>
      <Title order={2} size="h4" id={RECORDS_ID} mb="xs">
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
      <MorePages query={records} mt="md" />
    </section>
  );
}
