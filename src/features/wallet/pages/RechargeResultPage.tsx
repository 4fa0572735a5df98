import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page/Page';
import { formatYuan } from '@/lib/money';
import { describePaymentFailure } from '@/lib/pay-failure';
import { WALLET_PATHS } from '@/lib/wallet-paths';
import { useOrder, usePayRecharge } from '../api/recharge';
import { Facts } from '../components/Facts';
import { QueryEmpty } from '@/components/query-state/QueryState';
import { ErrorText, RecordPending } from '../components/states';

/**
 * The recharge-success screen (section 4, recharge): the order is created; pay now or decline.
 * Ends as payment completed, or a failure that can be retried on the same order.
 */
export function RechargeResultPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  const order = useOrder(orderId);
  const pay = usePayRecharge();
  const paid = pay.isSuccess || order.data?.status === 'paid';
  const failure = pay.isError ? describePaymentFailure(pay.error) : null;

  return (
    <Page title={paid ? t('wallet.rechargeResult.paidTitle') : t('wallet.rechargeResult.title')}>
      {orderId ? (
        <RecordPending query={order} rows={2} notFound={t('wallet.rechargeResult.notFound')} />
      ) : (
        <QueryEmpty>{t('wallet.rechargeResult.notFound')}</QueryEmpty>
      )}
      {order.data ? (
        <Stack gap="md">
          <p role="status">
            {paid ? t('wallet.rechargeResult.paid') : t('wallet.rechargeResult.created')}
          </p>
          <Facts
            headline={formatYuan(order.data.payAmount)}
            rows={[
              [t('wallet.rechargeResult.orderNo'), order.data.orderNo],
              [t('wallet.rechargeResult.channel'), t(`wallet.channel.${order.data.channel}`)],
              ...(pay.data
                ? [
                    [t('wallet.rechargeResult.balance'), formatYuan(pay.data.availableBalance)] as [
                      string,
                      string,
                    ],
                  ]
                : []),
            ]}
          />
          {failure ? (
            <ErrorText>{'key' in failure ? t(failure.key) : failure.text}</ErrorText>
          ) : null}
          {paid ? (
            <Button component={Link} to={WALLET_PATHS.balance} size="lg" radius="xl">
              {t('wallet.rechargeResult.done')}
            </Button>
          ) : (
            <>
              <Button
                size="lg"
                radius="xl"
                loading={pay.isPending}
                disabled={pay.isPending}
                onClick={() => {
                  if (!pay.isPending) pay.mutate(order.data!.orderId);
                }}
              >
                {t('wallet.rechargeResult.payNow')}
              </Button>
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
