import { Button, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { userEndpoints } from '@/api/endpoints/user';
import { endpointQuery } from '@/api/query-key';
import { Page } from '@/components/page/Page';
import { QueryState } from '@/components/query-state/QueryState';
import { phoneCooldownOf, useSendOwnPhoneCode } from '@/lib/own-phone-code';
import { userIdAtom } from '@/lib/session';
import { WALLET_PATHS } from '@/lib/wallet-paths';
import { useResetPayPassword } from '../api/pay-password';
import { ErrorText } from '../components/states';
import { PhoneCooldownNotice } from '../components/PhoneCooldownNotice';
import {
  NewPayPasswordStep,
  RepeatPayPasswordStep,
  refusalText,
} from '../components/NewPayPasswordSteps';

/** Only the first 3 and last 4 digits of the phone are shown. */
function maskPhone(areaCode: string, phone: string): string {
  const masked = phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
  return `+${areaCode} ${masked}`;
}

/**
 * A forgotten pay password (issue 9): the SMS code sent to the account's own phone proves it is
 * the member, then the new 6 digits twice. Reached from the modify screen's "Forgot it?" link.
 * Issue 27: the client sent the phone as it received it (masked) to config.smsSend, which took
 * any number; the code is now asked of user.ownPhoneCode, which names none: the server sends it to
 * the bound phone, and refuses for a day after a phone change (said here with its end).
 */
export function PayPasswordResetPage() {
  const { t } = useTranslation();
  const userId = useAtomValue(userIdAtom) ?? '';
  const profile = useQuery({
    ...endpointQuery(userEndpoints.profile, { path: { id: userId } }),
    enabled: Boolean(userId),
  });
  return (
    <Page title={t('wallet.payPassword.resetTitle')}>
      <QueryState query={profile} isEmpty={() => false}>
        {(me) =>
          me.phoneNumber && me.phoneAreaCode ? (
            <ResetSteps areaCode={me.phoneAreaCode} phone={me.phoneNumber} />
          ) : (
            <Text role="alert">{t('wallet.payPassword.noPhone')}</Text>
          )
        }
      </QueryState>
    </Page>
  );
}

function ResetSteps({ areaCode, phone }: { areaCode: string; phone: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPayPassword();
  const send = useSendOwnPhoneCode('payPasswordReset');
  const cooldown = phoneCooldownOf(send.error) ?? phoneCooldownOf(reset.error);
  const [step, setStep] = useState(0);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [fresh, setFresh] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [resets, setResets] = useState(0);

  const submit = (repeat: string) => {
    if (reset.isPending) return;
    if (repeat !== fresh) {
      setError(t('wallet.payPassword.mismatch'));
      setFresh('');
      setResets((n) => n + 1);
      setStep(1);
      return;
    }
    reset.mutate(
      { smsCode: code.trim(), payPassword: fresh },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t('wallet.payPassword.resetDone'),
            autoClose: 2500,
          });
          void navigate(WALLET_PATHS.home, { replace: true });
        },
        // A wrong code: back to it, keeping what was typed.
        onError: (failure) => {
          // A phone changed less than a day ago: the notice beside the send button says it.
          setError(
            phoneCooldownOf(failure)
              ? null
              : refusalText(failure, t('wallet.payPassword.setFailed')),
          );
          setFresh('');
          setResets((n) => n + 1);
          setStep(0);
        },
      },
    );
  };

  return (
    <Stepper active={step} size="sm" allowNextStepsSelect={false}>
      <Stepper.Step label={t('wallet.payPassword.step1')}>
        <Stack gap="md" mt="md">
          <Text data-testid="reset-phone">
            {t('wallet.payPassword.smsTo', { phone: maskPhone(areaCode, phone) })}
          </Text>
          <Button
            variant="light"
            size="md"
            loading={send.isPending}
            disabled={cooldown !== null}
            onClick={() => send.mutate()}
          >
            {t('wallet.payPassword.sendCode')}
          </Button>
          {send.isSuccess ? <Text role="status">{t('wallet.payPassword.codeSent')}</Text> : null}
          {cooldown ? (
            <PhoneCooldownNotice
              cooldown={cooldown}
              at={phoneCooldownOf(send.error) ? send.submittedAt : reset.submittedAt}
            />
          ) : send.isError ? (
            <ErrorText>{t('wallet.payPassword.sendFailed')}</ErrorText>
          ) : null}
          <TextInput
            label={t('wallet.payPassword.smsCode')}
            size="md"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            error={codeError}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setCodeError(null);
            }}
          />
          {error ? <ErrorText>{error}</ErrorText> : null}
          <Button
            size="lg"
            radius="xl"
            onClick={() => {
              if (!code.trim()) {
                setCodeError(t('wallet.payPassword.smsCodeRequired'));
                return;
              }
              setError(null);
              setStep(1);
            }}
          >
            {t('wallet.payPassword.next')}
          </Button>
        </Stack>
      </Stepper.Step>
      <Stepper.Step label={t('wallet.payPassword.step2')}>
        <NewPayPasswordStep
          resets={resets}
          error={error}
          onComplete={(value) => {
            setFresh(value);
            setError(null);
            setStep(2);
          }}
        />
      </Stepper.Step>
      <Stepper.Step label={t('wallet.payPassword.step3')}>
        <RepeatPayPasswordStep resets={resets} saving={reset.isPending} onComplete={submit} />
      </Stepper.Step>
    </Stepper>
  );
}
