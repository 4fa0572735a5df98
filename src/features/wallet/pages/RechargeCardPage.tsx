import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RECHARGE_CARD_CODE, type RechargeCardRecord } from '@/api/schemas/wallet';
import { Page, pageClasses } from '@/components/page/Page';
import { formatSignedYuan, formatYuan } from '@/lib/money';
import { detailPath, WALLET_PATHS } from '@/lib/wallet-paths';
import { useWalletAccount } from '../api/account';
import { CardOutcomeError, useRedeemCard } from '../api/codes';
import { CodeForm } from '../components/CodeForm';
import { formatDateTime } from '../components/detail-types';
import { Facts } from '../components/Facts';
import { QueryPending } from '../components/states';

/** What the last card credited, with the balance after it and a way to its detail row. */
function Redeemed({ record, balance }: { record: RechargeCardRecord; balance: number | null }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" role="status" data-testid="card-redeemed">
      <Stack gap="sm">
        <Text fw={600} ta="center">
          {t('wallet.rechargeCard.done')}
        </Text>
        <Facts
          headline={formatSignedYuan(record.amount)}
          rows={[
            [t('wallet.rechargeCard.card'), record.cardCode],
            // Unknown only when read back after a lost answer and the balance could not be read.
            ...(balance === null
              ? []
              : [[t('wallet.rechargeResult.balance'), formatYuan(balance)] as [string, string]]),
            [t('wallet.detail.time'), formatDateTime(record.createdAt, i18n.language)],
          ]}
        />
        {record.detailId ? (
          <Button component={Link} to={detailPath(record.detailId)} variant="light" size="md">
            {t('wallet.rechargeCard.viewDetail')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * /rechargeCard: redeem a recharge card code for balance. The face value is credited in full (a
 * 401 detail row; a card earns no cashback); a card works once. Records at /rechargeCard/record.
 */
export function RechargeCardPage() {
  const { t } = useTranslation();
  const account = useWalletAccount();
  const redeem = useRedeemCard();
  const [done, setDone] = useState<{
    record: RechargeCardRecord;
    balance: number | null;
  } | null>(null);

  return (
    <Page title={t('wallet.rechargeCard.title')}>
      <QueryPending query={account} rows={2} />
      {account.data ? (
        <Stack gap="lg">
          <Text data-testid="card-balance">
            {t('wallet.recharge.current', { amount: formatYuan(account.data.availableBalance) })}
          </Text>
          {done ? <Redeemed record={done.record} balance={done.balance} /> : null}
          <CodeForm
            label={t('wallet.rechargeCard.code')}
            description={t('wallet.rechargeCard.codeHint')}
            submitLabel={t('wallet.rechargeCard.submit')}
            requiredKey="wallet.rechargeCard.required"
            invalidKey="wallet.rechargeCard.invalid"
            pattern={RECHARGE_CARD_CODE}
            pending={redeem.isPending}
            onRedeem={async (code) => {
              setDone(null);
              const result = await redeem.mutateAsync(code);
              setDone({ record: result.record, balance: result.availableBalance });
            }}
            checkingText={redeem.checking ? t('wallet.rechargeCard.outcomeChecking') : null}
            describeFailure={(error) =>
              error instanceof CardOutcomeError
                ? t(
                    error.state === 'notMade'
                      ? 'wallet.rechargeCard.outcomeNotMade'
                      : 'wallet.rechargeCard.outcomeUnknown',
                  )
                : null
            }
          />
          <Text size="sm" className={pageClasses.secondary}>
            {t('wallet.rechargeCard.rules')}
          </Text>
          <Group justify="center">
            <Anchor component={Link} to={WALLET_PATHS.rechargeCardRecords} py="sm">
              {t('wallet.rechargeCard.records')}
            </Anchor>
          </Group>
        </Stack>
      ) : null}
    </Page>
  );
}
