import { Button, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { PROPOSED_CODES } from '@/api/proposed-codes';
import { payPasswordGuardSchema } from '@/api/schemas/security';
import { formatTime } from '@/lib/format';
import { useSendOwnPhoneCode } from '@/lib/own-phone-code';
import { useVerifyIdentity } from '../api/account';
import { refusedMessage } from './failure';
import { useCountdown } from './use-countdown';

type Way = 'password' | 'sms';

/** The lock's numbers when the server refused because of too many wrong proofs, else null. */
function identityLockOf(error: unknown): { retryAfterSeconds: number } | null {
  if (!isApiError(error) || error.code !== PROPOSED_CODES.identityLocked.code) return null;
  const parsed = payPasswordGuardSchema.safeParse(error.data);
  return parsed.success ? { retryAfterSeconds: parsed.data.retryAfterSeconds ?? 0 } : null;
}

/**
 * Step one of a phone change (issue 27): who holds the session proves they are the member, with
 * the login password or a code sent to the current phone (the server knows it: no number is sent).
 * Nothing about the new phone is asked before this passes. Answers the server's ticket.
 */
export function IdentityStep({
  maskedPhone,
  notice,
  onVerified,
}: {
  /** The bound phone as shown (masked), or null when none is bound (then only the password). */
  maskedPhone: string | null;
  /** Why the member is back here (the proof ran out), shown above the form. */
  notice: string | null;
  onVerified: (ticket: string) => void;
}) {
  const { t } = useTranslation();
  const [way, setWay] = useState<Way>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const send = useSendOwnPhoneCode('verifyIdentity');
  const verify = useVerifyIdentity();
  const [wait, startWait] = useCountdown();
  /** Too many wrong proofs: the server's lock, on this device's clock (ms). */
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);

  const submit = () => {
    const value = way === 'password' ? password : code.trim();
    if (!value) {
      setFieldError(
        way === 'password' ? t('phoneGuard.passwordRequired') : t('settings.phone.codeRequired'),
      );
      return;
    }
    verify.mutate(way === 'password' ? { password: value } : { smsCode: value }, {
      onSuccess: (answer) => onVerified(answer.ticket),
      onError: (error) => {
        const lock = identityLockOf(error);
        if (lock) {
          setLockedUntil(Date.now() + lock.retryAfterSeconds * 1000);
          setFieldError(null);
        } else setFieldError(refusedMessage(error) ?? t('phoneGuard.verifyFailed'));
      },
    });
  };

  return (
    <Stack gap="md" mt="md" data-testid="identity-step">
      <Text>{t('phoneGuard.verifyIntro')}</Text>
      {notice ? (
        <Text c="red" role="alert">
          {notice}
        </Text>
      ) : null}
      {maskedPhone ? (
        <SegmentedControl
          fullWidth
          value={way}
          onChange={(next) => {
            setWay(next as Way);
            setFieldError(null);
          }}
          data={[
            { value: 'password', label: t('phoneGuard.byPassword') },
            { value: 'sms', label: t('phoneGuard.byCode') },
          ]}
        />
      ) : null}
      {way === 'password' ? (
        <PasswordInput
          label={t('phoneGuard.password')}
          size="md"
          autoComplete="current-password"
          value={password}
          error={fieldError}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setFieldError(null);
          }}
        />
      ) : (
        <Stack gap="xs">
          <Text data-testid="identity-phone">
            {t('phoneGuard.codeTo', { phone: maskedPhone ?? '' })}
          </Text>
          <TextInput
            label={t('settings.phone.code')}
            size="md"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            error={fieldError}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setFieldError(null);
            }}
          />
          <Button
            variant="light"
            size="md"
            disabled={wait > 0}
            loading={send.isPending}
            data-visual="mask"
            onClick={() =>
              send.mutate(undefined, {
                onSuccess: (answer) => startWait(answer.resendInSeconds),
              })
            }
          >
            {wait > 0 ? t('settings.phone.resendIn', { seconds: wait }) : t('settings.phone.send')}
          </Button>
          {send.isSuccess ? <Text role="status">{t('settings.phone.codeSent')}</Text> : null}
          {send.isError ? (
            <Text c="red" role="alert">
              {refusedMessage(send.error) ?? t('settings.phone.sendFailed')}
            </Text>
          ) : null}
        </Stack>
      )}
      {lockedUntil !== null ? (
        <Text c="red" role="alert" data-testid="identity-locked">
          {t('phoneGuard.locked', { time: formatTime(lockedUntil).slice(0, 5) })}
        </Text>
      ) : null}
      <Button size="md" loading={verify.isPending} disabled={lockedUntil !== null} onClick={submit}>
        {t('phoneGuard.next')}
      </Button>
    </Stack>
  );
}
