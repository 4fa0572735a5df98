import { Anchor, Button, Modal, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { PayPasswordGuardNotice } from '@/components/pay-password/PayPasswordGuardNotice';
import { PayPasswordInput } from '@/components/pay-password/PayPasswordInput';
import { usePayPasswordGuard } from '@/components/pay-password/use-pay-password-guard';
import { Page, pageClasses } from '@/components/page/Page';
import { formatYuan } from '@/lib/money';
import { describeOrderFailure } from '@/lib/pay-failure';
import { OrderAttemptError } from '@/lib/order-attempt';
import { cashDetailPath, WALLET_PATHS } from '@/lib/wallet-paths';
import { useWalletAccount } from '../api/account';
import { useBankCards } from '../api/bank';
import { useWithdraw, type WithdrawOutcome } from '../api/withdraw';
import { WithdrawProgress } from '../components/WithdrawProgress';
import { WithdrawalRecords } from '../components/WithdrawalRecords';
import { QueryFailure, QueryLoading } from '@/components/query-state/QueryState';
import { ErrorText } from '../components/states';
import { formatRate, paidOut, withdrawalFee } from '../components/withdrawal-fee';

interface CashForm {
  amount: number | string;
  bankCardId: string;
}

/**
 * /wallet/balance/cash: withdraw to a bank card. The fee and rate are shown as the amount is
 * typed; the 6-digit pay password confirms. Records below.
 */
export function CashPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = useWalletAccount();
  const cards = useBankCards();
  const withdraw = useWithdraw();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [tries, setTries] = useState(0);
  /** The answer was lost and could not be read back yet (issue 27). */
  const [unknown, setUnknown] = useState(false);
  const inFlight = useRef(false);
  const { guard, noteRefusal } = usePayPasswordGuard();
  const locked = guard?.locked === true;
  const rules = account.data?.withdrawal;
  const balance = account.data?.availableBalance ?? 0;

  const form = useForm<CashForm>({
    initialValues: { amount: '', bankCardId: '' },
    validate: {
      amount: (value) => {
        if (typeof value !== 'number' || value <= 0) return t('wallet.cash.amountRequired');
        if (rules && value < rules.minAmount)
          return t('wallet.cash.belowMinimum', { amount: formatYuan(rules.minAmount) });
        if (value > balance) return t('wallet.cash.aboveBalance');
        return null;
      },
      bankCardId: (value) => (value ? null : t('wallet.cash.chooseCard')),
    },
  });
  const amount = typeof form.values.amount === 'number' ? form.values.amount : 0;

  /** The token step has the pay sheet's texts; the withdrawal itself the server's or ours. */
  const failureText = (error: unknown): string => {
    if (error instanceof OrderAttemptError) {
      const text = describeOrderFailure(error);
      return 'key' in text ? t(text.key) : text.text;
    }
    return isApiError(error) && error.kind === 'code' && error.message
      ? error.message
      : t('wallet.cash.failed');
  };

  /** A lost answer was read back (issue 27): only a withdrawal made leaves the page. */
  const showOutcome = (outcome: WithdrawOutcome) => {
    setUnknown(outcome.state === 'unknown');
    if (outcome.state === 'made')
      return void navigate(cashDetailPath(outcome.record.id), { replace: true });
    if (outcome.state === 'notMade') {
      setFailure(t('wallet.cash.outcome.notMade'));
      setTries((n) => n + 1);
    }
  };

  const submit = (payPassword: string) => {
    // A second sixth digit while the first is on its way is ignored (the same token would make
    // the server answer the same record anyway).
    if (inFlight.current || typeof form.values.amount !== 'number') return;
    inFlight.current = true;
    setFailure(null);
    setUnknown(false);
    withdraw.mutate(
      { amount: form.values.amount, bankCardId: form.values.bankCardId, payPassword },
      {
        onSettled: () => {
          inFlight.current = false;
        },
        onSuccess: showOutcome,
        onError: (error) => {
          noteRefusal(error);
          setFailure(failureText(error));
          setTries((n) => n + 1);
        },
      },
    );
  };

  if (account.isPending || cards.isPending)
    return (
      <Page title={t('wallet.cash.title')}>
        <QueryLoading rows={4} />
      </Page>
    );

  return (
    <Page title={t('wallet.cash.title')}>
      {account.isError || cards.isError ? (
        <QueryFailure
          onRetry={() => {
            void account.refetch();
            void cards.refetch();
          }}
        />
      ) : null}
      {account.data && cards.data ? (
        <form
          noValidate
          onSubmit={form.onSubmit(() => {
            setFailure(null);
            setConfirming(true);
          })}
        >
          <Stack gap="md">
            <Text data-testid="cash-balance">
              {t('wallet.recharge.current', { amount: formatYuan(balance) })}
            </Text>
            {cards.data.length === 0 ? (
              <Stack gap="xs">
                <Text>{t('wallet.cash.noCard')}</Text>
                <Button component={Link} to={WALLET_PATHS.addBankCard} variant="light" size="md">
                  {t('wallet.bank.add')}
                </Button>
              </Stack>
            ) : (
              <NativeSelect
                label={t('wallet.cash.card')}
                size="md"
                data={[
                  { value: '', label: t('wallet.cash.chooseCard') },
                  ...cards.data.map((card) => ({
                    value: card.id,
                    label: `${card.bankName} (${card.tailNumber})`,
                  })),
                ]}
                {...form.getInputProps('bankCardId')}
              />
            )}
            <NumberInput
              label={t('wallet.cash.amount')}
              size="md"
              min={0}
              decimalScale={2}
              allowNegative={false}
              inputMode="decimal"
              prefix="¥"
              {...form.getInputProps('amount')}
            />
            {rules ? (
              <Text size="sm" className={pageClasses.secondary} data-testid="cash-rules">
                {t('wallet.cash.rules', {
                  rate: formatRate(rules.feeRate),
                  minFee: formatYuan(rules.minFee),
                  minAmount: formatYuan(rules.minAmount),
                })}
              </Text>
            ) : null}
            {rules && amount > 0 ? (
              <Text data-testid="cash-fee">
                {t('wallet.cash.feeLine', {
                  fee: formatYuan(withdrawalFee(amount, rules)),
                  actual: formatYuan(Math.max(0, paidOut(amount, rules))),
                })}
              </Text>
            ) : null}
            <Button type="submit" size="lg" radius="xl" disabled={cards.data.length === 0}>
              {t('wallet.cash.submit')}
            </Button>
            <Anchor component={Link} to={WALLET_PATHS.cashAccount} ta="center" py="xs">
              {t('wallet.bank.title')}
            </Anchor>
          </Stack>
        </form>
      ) : null}
      <WithdrawalRecords />
      <Modal
        opened={confirming}
        onClose={() => {
          if (!withdraw.isPending && !withdraw.checking) setConfirming(false);
        }}
        title={t('pay.password.title')}
        centered
        closeButtonProps={{ 'aria-label': t('pay.close') }}
      >
        <Stack gap="sm" align="center">
          <Text>{t('pay.password.prompt')}</Text>
          <PayPasswordInput
            onComplete={submit}
            disabled={withdraw.isPending || locked}
            resetKey={tries}
          />
          {failure && !locked ? <ErrorText>{failure}</ErrorText> : null}
          <PayPasswordGuardNotice guard={guard} />
          <WithdrawProgress
            sending={withdraw.isPending}
            checking={withdraw.checking}
            unknown={unknown}
            onCheckAgain={() => void withdraw.checkAgain().then(showOutcome)}
          />
        </Stack>
      </Modal>
    </Page>
  );
}
