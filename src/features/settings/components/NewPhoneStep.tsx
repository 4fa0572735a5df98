import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { needsIdentityAgain, useChangePhone, useSendPhoneCode } from '../api/account';
import { SETTINGS_PATHS } from '../pages/SettingsPage';
import { notifyFailure } from '@/lib/notify';
import { refusedMessage } from './failure';
import { useCountdown } from './use-countdown';

const PHONE = /^\d{5,15}$/;

/**
 * Step two of a phone change: the new number and the SMS code sent to it, with the ticket of step
 * one. A ticket the server no longer takes (used, expired) sends the member back to step one.
 */
export function NewPhoneStep({
  ticket,
  onIdentityExpired,
}: {
  ticket: string;
  onIdentityExpired: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const send = useSendPhoneCode();
  const change = useChangePhone();
  const [wait, startWait] = useCountdown();
  const form = useForm({
    initialValues: { phoneAreaCode: '86', phoneNumber: '', code: '' },
    validate: {
      phoneAreaCode: (v) => (/^\d{1,4}$/.test(v) ? null : t('settings.phone.areaInvalid')),
      phoneNumber: (v) => (PHONE.test(v.trim()) ? null : t('settings.phone.invalid')),
      code: (v) => (v.trim() ? null : t('settings.phone.codeRequired')),
    },
  });
  const sendCode = () => {
    const checks = [form.validateField('phoneAreaCode'), form.validateField('phoneNumber')];
    if (checks.some((c) => c.hasError)) return;
    const { phoneAreaCode, phoneNumber } = form.getValues();
    send.mutate(
      { phoneAreaCode, phoneNumber: phoneNumber.trim() },
      {
        onSuccess: (answer) => {
          startWait(answer.resendInSeconds);
          notifications.show({ color: 'green', message: t('settings.phone.codeSent') });
        },
        onError: (error) => notifyFailure(error, t('settings.phone.sendFailed')),
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        change.mutate(
          {
            ticket,
            ...values,
            phoneNumber: values.phoneNumber.trim(),
            code: values.code.trim(),
          },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('settings.phone.saved') });
              void navigate(SETTINGS_PATHS.accountSafe, { replace: true });
            },
            onError: (error) => {
              if (needsIdentityAgain(error)) return onIdentityExpired();
              const refused = refusedMessage(error);
              if (refused) form.setFieldError('code', refused);
              else notifyFailure(error, t('settings.saveFailed'));
            },
          },
        ),
      )}
    >
      <Stack gap="md">
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            w={88}
            size="md"
            label={t('settings.phone.area')}
            leftSection="+"
            inputMode="numeric"
            {...form.getInputProps('phoneAreaCode')}
          />
          <TextInput
            style={{ flex: 1 }}
            size="md"
            label={t('settings.phone.number')}
            inputMode="tel"
            autoComplete="tel-national"
            {...form.getInputProps('phoneNumber')}
          />
        </Group>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            size="md"
            label={t('settings.phone.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            {...form.getInputProps('code')}
          />
          <Button
            variant="light"
            size="md"
            disabled={wait > 0}
            loading={send.isPending}
            onClick={sendCode}
            // A countdown: the visual baselines show the button, not the second it was caught at.
            data-visual="mask"
          >
            {wait > 0 ? t('settings.phone.resendIn', { seconds: wait }) : t('settings.phone.send')}
          </Button>
        </Group>
        <Button type="submit" size="md" loading={change.isPending}>
          {t('settings.save')}
        </Button>
      </Stack>
    </form>
  );
}
