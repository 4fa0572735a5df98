import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaCodeSelect } from '../components/AreaCodeSelect';
import { CodeInput } from '../components/CodeInput';
import { useCountdown } from '../components/use-countdown';
import { useSendSms } from '../api/sms';
import { checkPhone } from '../api/checks';
import { phonePattern, type RegisterValues } from './register-form';

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

  return (
    <>
      <AreaCodeSelect
        value={phoneAreaCode}
        error={form.errors.phoneAreaCode as string | undefined}
        onChange={(areaCode, acronym) => {
          form.setFieldValue('phoneAreaCode', areaCode);
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
      <CodeInput
        input={form.getInputProps('smsCode')}
        sendLabel={t('accounts.register.send')}
        onSend={() => void sendCode()}
        sending={checking || send.isPending}
        secondsLeft={left}
      />
      {send.isSuccess && (
        <p role="status" aria-live="polite">
          {t('accounts.register.sent', { phone: `+${phoneAreaCode} ${phoneNumber}` })}
        </p>
      )}
    </>
  );
}
