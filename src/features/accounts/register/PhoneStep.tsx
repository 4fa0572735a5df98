import { Button, Group, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../api/countries';
import { useSendSms } from '../api/sms';
import { checkPhone } from '../api/checks';
import { phonePattern, type RegisterValues } from './register-form';

/** Counts down the seconds until another SMS may be asked for. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/**
 * Step one: the phone with its area code (86 by default, from the countries list) and the SMS
 * code (the send-out part). The phone is checked by the server before a code is sent.
 */
export function PhoneStep({
  form,
  scene,
}: {
  form: UseFormReturnType<RegisterValues>;
  scene: 'register' | 'bind';
}) {
  const { t } = useTranslation();
  const countries = useCountries();
  const send = useSendSms();
  const [left, startCountdown] = useCountdown();
  const [checking, setChecking] = useState(false);
  const { phoneAreaCode, phoneNumber } = form.values;

  const sendCode = async () => {
    const phone = phoneNumber.trim();
    if (!phonePattern(phoneAreaCode).test(phone)) {
      form.setFieldError('phoneNumber', t('accounts.register.phoneInvalid'));
      return;
    }
    setChecking(true);
    const refused = await checkPhone(phoneAreaCode, phone, t('accounts.checkFailed'));
    setChecking(false);
    if (refused) {
      form.setFieldError('phoneNumber', refused);
      return;
    }
    send.mutate(
      { phoneAreaCode, phoneNumber: phone, scene },
      {
        onSuccess: (answer) => startCountdown(answer.resendInSeconds),
        onError: () => form.setFieldError('smsCode', t('accounts.register.sendFailed')),
      },
    );
  };

  const options = (countries.data ?? [{ areaCode: '86', acronym: 'CN', name: '' }]).map((c) => ({
    value: c.areaCode,
    label: c.name ? `${c.name} +${c.areaCode}` : `+${c.areaCode}`,
  }));

  return (
    <>
      <Select
        label={t('accounts.register.areaCode')}
        data={options}
        size="md"
        allowDeselect={false}
        searchable
        {...form.getInputProps('phoneAreaCode')}
        onChange={(value) => {
          if (!value) return;
          form.setFieldValue('phoneAreaCode', value);
          const acronym = countries.data?.find((c) => c.areaCode === value)?.acronym;
          if (acronym) form.setFieldValue('acronym', acronym);
        }}
      />
      <TextInput
        label={t('accounts.register.phone')}
        placeholder={t('accounts.register.phonePlaceholder')}
        inputMode="tel"
        autoComplete="tel-national"
        size="md"
        {...form.getInputProps('phoneNumber')}
      />
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label={t('accounts.register.code')}
          placeholder={t('accounts.register.codePlaceholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          size="md"
          style={{ flex: 1 }}
          {...form.getInputProps('smsCode')}
        />
        <Button
          variant="light"
          size="md"
          onClick={() => void sendCode()}
          loading={checking || send.isPending}
          disabled={left > 0}
        >
          {left > 0
            ? t('accounts.register.resendIn', { seconds: left })
            : t('accounts.register.send')}
        </Button>
      </Group>
      {send.isSuccess && (
        <p role="status" aria-live="polite">
          {t('accounts.register.sent', { phone: `+${phoneAreaCode} ${phoneNumber}` })}
        </p>
      )}
    </>
  );
}
