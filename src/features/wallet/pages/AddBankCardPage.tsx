import { Button, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { Page } from '@/components/page/Page';
import { WALLET_PATHS } from '@/lib/wallet-paths';
import { useAddBankCard, useBanks } from '../api/bank';
import { ErrorText, LoadFailed } from '../components/states';

interface CardForm {
  holderName: string;
  cardNumber: string;
  bankId: string;
}

/** Card numbers are 12 to 19 digits (the contract's rule; the spec shows none); spaces allowed. */
export const CARD_NUMBER = /^\d{12,19}$/;

/** /wallet/balance/cash/account/bank: holder name, card number, bank from the banks list. */
export function AddBankCardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const banks = useBanks();
  const add = useAddBankCard();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CardForm>({
    initialValues: { holderName: '', cardNumber: '', bankId: '' },
    validate: {
      holderName: (v) => (v.trim() ? null : t('wallet.bank.holderRequired')),
      cardNumber: (v) =>
        CARD_NUMBER.test(v.replace(/\s+/g, '')) ? null : t('wallet.bank.numberInvalid'),
      bankId: (v) => (v ? null : t('wallet.bank.bankRequired')),
    },
  });

  const submit = form.onSubmit((values) => {
    if (add.isPending) return;
    setFailure(null);
    add.mutate(
      {
        holderName: values.holderName.trim(),
        cardNumber: values.cardNumber.replace(/\s+/g, ''),
        bankId: values.bankId,
      },
      {
        onSuccess: () => void navigate(WALLET_PATHS.cashAccount, { replace: true }),
        // What was typed stays; the server's reason (a duplicate card…) shows under the form.
        onError: (error) =>
          setFailure(
            isApiError(error) && error.kind === 'code' && error.message
              ? error.message
              : t('wallet.bank.addFailed'),
          ),
      },
    );
  });

  return (
    <Page title={t('wallet.bank.addTitle')}>
      {banks.isError ? <LoadFailed onRetry={() => void banks.refetch()} /> : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('wallet.bank.holder')}
            size="md"
            autoComplete="cc-name"
            {...form.getInputProps('holderName')}
          />
          <TextInput
            label={t('wallet.bank.number')}
            size="md"
            inputMode="numeric"
            autoComplete="cc-number"
            {...form.getInputProps('cardNumber')}
          />
          <Select
            label={t('wallet.bank.bank')}
            size="md"
            searchable
            nothingFoundMessage={t('wallet.bank.noBank')}
            data={(banks.data ?? []).map((b) => ({ value: b.bankId, label: b.name }))}
            disabled={!banks.data}
            {...form.getInputProps('bankId')}
          />
          {failure ? <ErrorText>{failure}</ErrorText> : null}
          <Button type="submit" size="lg" radius="xl" loading={add.isPending}>
            {t('wallet.bank.save')}
          </Button>
        </Stack>
      </form>
    </Page>
  );
}
