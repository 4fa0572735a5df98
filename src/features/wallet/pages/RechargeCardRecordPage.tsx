import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page, pageClasses } from '@/components/page/Page';
import { formatSignedYuan } from '@/lib/money';
import { detailPath, WALLET_PATHS } from '@/lib/wallet-paths';
import { useCardRecords } from '../api/codes';
import { formatDateTime } from '../components/detail-types';
import { detailRowClasses } from '../components/DetailRow';
import { QueryState } from '@/components/query-state/QueryState';
import { MorePages } from '@/components/more-pages/MorePages';
import { noRows } from '../components/states';

/** /rechargeCard/record: the member's redeemed cards, newest first; each opens its 401 row. */
export function RechargeCardRecordPage() {
  const { t, i18n } = useTranslation();
  const records = useCardRecords();

  return (
    <Page title={t('wallet.rechargeCard.records')}>
      <QueryState
        query={records}
        isEmpty={noRows}
        skeletonRows={4}
        empty={
          <Stack gap="sm" align="center">
            <Text className={pageClasses.secondary}>{t('wallet.rechargeCard.empty')}</Text>
            <Button component={Link} to={WALLET_PATHS.rechargeCard} variant="light" size="md">
              {t('wallet.rechargeCard.title')}
            </Button>
          </Stack>
        }
      >
        {(data) => (
          <ul className={detailRowClasses.list} aria-label={t('wallet.rechargeCard.records')}>
            {data.pages
              .flatMap((p) => p.resultList)
              .map((record) => (
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
        )}
      </QueryState>
      <MorePages query={records} />
    </Page>
  );
}
