import { Button, NumberInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { Page, pageClasses } from '@/components/page/Page';
import { formatYuan } from '@/lib/money';
import { useWalletAccount } from '../api/account';
import { useSetSubscriptionPrice } from '../api/promote';
import { ErrorText, QueryPending } from '../components/states';

/**
 * The member's monthly subscription price (a creator sets it; subscribers pay it monthly through
 * the pay sheet, order type 4). 0 stops offering a subscription. The range is the server's to
 * enforce (the spec gives none); its refusal is shown as it says.
 */
export function SubscriptionPricePage() {
  const { t } = useTranslation();
  const account = useWalletAccount();
  const save = useSetSubscriptionPrice();
  const [price, setPrice] = useState<number | string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const current = account.data?.subscriptionPrice ?? null;
  const value = price ?? current ?? '';

  const submit = () => {
    if (typeof value !== 'number' || save.isPending) {
      setFailure(t('wallet.subscription.required'));
      return;
    }
    setFailure(null);
    save.mutate(value, {
      onSuccess: () =>
        notifications.show({ color: 'teal', message: t('wallet.subscription.saved') }),
      onError: (error) =>
        setFailure(
          isApiError(error) && error.kind === 'code' && error.message
            ? error.message
            : t('wallet.subscription.failed'),
        ),
    });
  };

  return (
    <Page title={t('wallet.subscription.title')}>
      <QueryPending query={account} rows={1} />
      {account.data ? (
        <Stack gap="md">
          <Text data-testid="subscription-current">
            {current === null
              ? t('wallet.subscription.none')
              : t('wallet.subscription.current', { amount: formatYuan(current) })}
          </Text>
          <NumberInput
            label={t('wallet.subscription.price')}
            size="md"
            min={0}
            decimalScale={2}
            allowNegative={false}
            inputMode="decimal"
            prefix="¥"
            value={value}
            onChange={setPrice}
          />
          <Text size="sm" className={pageClasses.secondary}>
            {t('wallet.subscription.hint')}
          </Text>
          {failure ? <ErrorText>{failure}</ErrorText> : null}
          <Button size="lg" radius="xl" onClick={submit} loading={save.isPending}>
            {t('wallet.subscription.save')}
          </Button>
        </Stack>
      ) : null}
    </Page>
  );
}
