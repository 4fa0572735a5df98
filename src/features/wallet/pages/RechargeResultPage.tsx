import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page/Page';
import { formatYuan } from '@/lib/money';
import { describeUnpaid } from '@/lib/pay-failure';
import { WALLET_PATHS } from '@/lib/wallet-paths';
import { useWalletAccount } from '../api/account';
import { useRechargePayment, type RechargePaymentState } from '../api/recharge';
import { Facts } from '../components/Facts';
import { QueryEmpty } from '@/components/query-state/QueryState';
import { ErrorText, RecordPending } from '../components/states';

const STATUS_TEXT: Record<RechargePaymentState, string> = {
  unpaid: 'wallet.rechargeResult.created',
  paying: 'wallet.rechargeResult.created',
  checking: 'wallet.rechargeResult.outcome.checking',
  pending: 'wallet.rechargeResult.outcome.pending',
  paid: 'wallet.rechargeResult.paid',
  channelFailed: 'wallet.rechargeResult.created',
};

/**
 * The recharge-success screen (section 4, recharge): the order is created; pay now or decline.
 * Ends as payment completed, or a failure that can be retried on the same order. An outside
 * channel may take a while: the order is pending and read back until it settles (issue 27); a
 * lost answer is "checking…", then what the order's state says.
 */
export function RechargeResultPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  const { order, state, unpaid, balanceAfter, payNow } = useRechargePayment(orderId);
  const account = useWalletAccount();
  const paid = state === 'paid';
  const waiting = state === 'checking' || state === 'pending';
  const balance = paid ? (balanceAfter ?? account.data?.availableBalance ?? null) : null;
  const failure = unpaid ? describeUnpaid(unpaid) : null;

  return (
    <Page title={paid ? t('wallet.rechargeResult.paidTitle') : t('wallet.rechargeResult.title')}>
      {orderId ? (
        <RecordPending query={order} rows={2} notFound={t('wallet.rechargeResult.notFound')} />
      ) : (
        <QueryEmpty>{t('wallet.rechargeResult.notFound')}</QueryEmpty>
      )}
      {order.data ? (
        <Stack gap="md">
          <Group gap="xs" role="status" data-recharge-state={state} wrap="nowrap">
            {waiting ? <Loader size="sm" aria-hidden /> : null}
            <Text>{t(STATUS_TEXT[state])}</Text>
          </Group>
          <Facts
            headline={formatYuan(order.data.payAmount)}
            rows={[
              [t('wallet.rechargeResult.orderNo'), order.data.orderNo],
              [t('wallet.rechargeResult.channel'), t(`wallet.channel.${order.data.channel}`)],
              ...(balance !== null
                ? [[t('wallet.rechargeResult.balance'), formatYuan(balance)] as [string, string]]
                : []),
            ]}
          />
          {state === 'channelFailed' ? (
            <ErrorText>{t('wallet.rechargeResult.outcome.channelFailed')}</ErrorText>
          ) : null}
          {failure ? (
            <ErrorText>{'key' in failure ? t(failure.key) : failure.text}</ErrorText>
          ) : null}
          {paid ? (
            <Button component={Link} to={WALLET_PATHS.balance} size="lg" radius="xl">
              {t('wallet.rechargeResult.done')}
            </Button>
          ) : (
            <>
              {waiting ? null : (
                <Button
                  size="lg"
                  radius="xl"
                  loading={state === 'paying'}
                  disabled={state === 'paying'}
                  onClick={() => {
                    if (state !== 'paying') payNow();
                  }}
                >
                  {t('wallet.rechargeResult.payNow')}
                </Button>
              )}
              <Button
                component={Link}
                to={WALLET_PATHS.balance}
                variant="default"
                size="lg"
                radius="xl"
              >
                {t('wallet.rechargeResult.decline')}
              </Button>
            </>
          )}
        </Stack>
      ) : null}
    </Page>
  );
}
