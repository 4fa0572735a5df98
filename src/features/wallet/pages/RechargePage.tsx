import { Button, Chip, Group, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ORDER_TYPES, type PayChannelCode } from '@/api/schemas/wallet';
import { Page, pageClasses } from '@/components/page/Page';
import { formatYuan, invalidateMoney } from '@/lib/money';
import { createOrderAttempt, type OrderAttempt } from '@/lib/order-attempt';
import { describeOrderFailure } from '@/lib/pay-failure';
import { WALLET_PATHS } from '@/lib/wallet-paths';
import { useWalletAccount } from '../api/account';
import { useRechargeWays } from '../api/recharge';
import { ErrorText, QueryPending } from '../components/states';

/** Suggested amounts in yuan (the spec gives none). */
export const RECHARGE_AMOUNTS = [50, 100, 200, 500, 1000];
/** The mock refuses less than 1 yuan; the spec gives no limit. */
export const RECHARGE_MIN = 1;
export const RECHARGE_MAX = 50_000;

interface RechargeForm {
  amount: number | string;
  channel: PayChannelCode | '';
}

/**
 * /wallet/balance/recharge: an amount and an outside channel, then the order is created and the
 * result screen offers to pay it now or decline. One confirmation makes at most one order: the
 * attempt is kept until the amount or channel changes.
 */
export function RechargePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const account = useWalletAccount();
  const ways = useRechargeWays();
  const attempt = useRef<OrderAttempt | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RechargeForm>({
    initialValues: { amount: 100, channel: '' },
    validate: {
      amount: (value) =>
        typeof value !== 'number' || value < RECHARGE_MIN || value > RECHARGE_MAX
          ? t('wallet.recharge.amountInvalid', {
              min: formatYuan(RECHARGE_MIN),
              max: formatYuan(RECHARGE_MAX),
            })
          : null,
      channel: (value) => (value ? null : t('wallet.recharge.chooseChannel')),
    },
    onValuesChange: () => {
      // Another amount or channel is another confirmation.
      attempt.current = null;
      setFailure(null);
    },
  });

  const placeOrder = async (values: RechargeForm) => {
    if (typeof values.amount !== 'number' || !values.channel) return;
    setBusy(true);
    setFailure(null);
    attempt.current ??= createOrderAttempt();
    try {
      const order = await attempt.current.order({
        sourceType: 3,
        channel: values.channel,
        count: 1,
        payAmount: values.amount,
        payType: 0,
        productId: 'recharge',
        remark: '',
        type: ORDER_TYPES.recharge,
      });
      void invalidateMoney(queryClient);
      void navigate(`${WALLET_PATHS.rechargeResult}?orderId=${encodeURIComponent(order.orderId)}`);
    } catch (error) {
      const text = describeOrderFailure(error);
      setFailure('key' in text ? t(text.key) : text.text);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.validate().hasErrors) return;
    // A double tap joins the order already in flight (createOrderAttempt): still one order.
    void placeOrder(form.getValues());
  };

  const amount = form.values.amount;
  return (
    <Page title={t('wallet.recharge.title')}>
      {account.data ? (
        <Text className={pageClasses.secondary}>
          {t('wallet.recharge.current', { amount: formatYuan(account.data.availableBalance) })}
        </Text>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Chip.Group
            value={typeof amount === 'number' ? String(amount) : ''}
            onChange={(value) => form.setFieldValue('amount', Number(value))}
          >
            <Group gap="xs" role="group" aria-label={t('wallet.recharge.suggested')}>
              {RECHARGE_AMOUNTS.map((value) => (
                <Chip
                  key={value}
                  value={String(value)}
                  size="md"
                  // A 44 px touch target.
                  styles={{ label: { height: 44 } }}
                >
                  {formatYuan(value)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <NumberInput
            label={t('wallet.recharge.amount')}
            size="md"
            min={RECHARGE_MIN}
            max={RECHARGE_MAX}
            decimalScale={2}
            allowNegative={false}
            inputMode="decimal"
            prefix="¥"
            {...form.getInputProps('amount')}
          />
          <QueryPending query={ways} rows={2} />
          {ways.data ? (
            <Radio.Group label={t('wallet.recharge.channel')} {...form.getInputProps('channel')}>
              <Stack gap="xs" mt="xs">
                {ways.data.map((way) => (
                  <Radio.Card key={way.channel} value={way.channel} radius="md" p="md">
                    <Group gap="sm">
                      <Radio.Indicator />
                      <Text>{way.name}</Text>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
          ) : null}
          {failure ? <ErrorText>{failure}</ErrorText> : null}
          <Button type="submit" size="lg" radius="xl" loading={busy} disabled={busy}>
            {t('wallet.recharge.submit')}
          </Button>
        </Stack>
      </form>
    </Page>
  );
}
