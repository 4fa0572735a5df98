import { NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailType } from '@/api/schemas/wallet';
import { Page } from '@/components/page/Page';
import { QueryState } from '@/components/query-state/QueryState';
import { useBalanceDetails } from '../api/details';
import { DetailRow, detailRowClasses } from '../components/DetailRow';
import { DETAIL_TYPE_LIST, detailTypeKey } from '../components/detail-types';
import { MorePages } from '@/components/more-pages/MorePages';
import { noRows } from '../components/states';

/** /wallet/balance/details: every balance change, newest first, filtered by type, paged. */
export function DetailsPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<DetailType | undefined>(undefined);
  const details = useBalanceDetails(type);

  return (
    <Page title={t('wallet.details.title')}>
      <NativeSelect
        label={t('wallet.details.filter')}
        size="md"
        value={type === undefined ? '' : String(type)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          const next = DETAIL_TYPE_LIST.find((d) => String(d) === value);
          setType(next);
        }}
        data={[
          { value: '', label: t('wallet.details.allTypes') },
          ...DETAIL_TYPE_LIST.map((d) => ({ value: String(d), label: t(detailTypeKey(d)) })),
        ]}
      />
      <QueryState
        query={details}
        isEmpty={noRows}
        skeletonRows={6}
        empty={t('wallet.details.empty')}
      >
        {(data) => (
          <ul className={detailRowClasses.list} aria-label={t('wallet.details.title')}>
            {data.pages
              .flatMap((p) => p.resultList)
              .map((detail) => (
                <DetailRow key={detail.id} detail={detail} />
              ))}
          </ul>
        )}
      </QueryState>
      <MorePages query={details} />
    </Page>
  );
}
