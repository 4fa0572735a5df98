import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Page } from '@/components/page/Page';
import { formatYuan } from '@/lib/money';
import { useWithdrawalRecord } from '../api/bank';
import { formatDateTime } from '../components/detail-types';
import { Facts } from '../components/Facts';
import { RecordPending } from '../components/states';
import { formatRate } from '../components/withdrawal-fee';

/** /wallet/balance/cash/detail/:id: one withdrawal record. */
export function CashDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const record = useWithdrawalRecord(id);

  return (
    <Page title={t('wallet.cashDetail.title')}>
      <RecordPending query={record} notFound={t('wallet.cashDetail.notFound')} />
      {record.data ? (
        <Facts
          headline={formatYuan(record.data.amount)}
          rows={[
            [t('wallet.cashDetail.status'), t(`wallet.cashDetail.statuses.${record.data.status}`)],
            [
              t('wallet.cashDetail.fee'),
              `${formatYuan(record.data.fee)} (${formatRate(record.data.feeRate)})`,
            ],
            [t('wallet.cashDetail.actual'), formatYuan(record.data.actualAmount)],
            [
              t('wallet.cashDetail.card'),
              `${record.data.bankCard.bankName} ${record.data.bankCard.cardNumber}`,
            ],
            [t('wallet.cashDetail.holder'), record.data.bankCard.holderName],
            [t('wallet.detail.time'), formatDateTime(record.data.createdAt, i18n.language)],
          ]}
        />
      ) : null}
    </Page>
  );
}
