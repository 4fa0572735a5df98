import { Alert, Anchor, Button, PasswordInput, Stack, Stepper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PayPasswordGuardNotice } from '@/components/pay-password/PayPasswordGuardNotice';
import { PayPasswordInput } from '@/components/pay-password/PayPasswordInput';
import { takePayPasswordReturn } from '@/components/pay-password/return-after-set';
import { usePayPasswordGuard } from '@/components/pay-password/use-pay-password-guard';
import { Page } from '@/components/page/Page';
import { useOverlay } from '@/lib/overlays';
import { userIdAtom } from '@/lib/session';
import { WALLET_PATHS } from '@/lib/wallet-paths';
import { useModifyPayPassword, usePaySafety, useSetPayPassword } from '../api/pay-password';
import { ErrorText } from '../components/states';
import {
  NewPayPasswordStep,
  RepeatPayPasswordStep,
  refusalText,
} from '../components/NewPayPasswordSteps';
import { QueryLoading } from '@/components/query-state/QueryState';

type Mode = 'set' | 'modify';

function readAlreadySet(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'alreadySet' in state;
}

/**
 * accountSafe payment password, set and modify, in three steps (section 2): 1 prove it is you
 * (the login password to set one, the old pay password to change it), 2 the new 6 digits,
 * 3 the same 6 digits again.
 */
export function PayPasswordPage({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setPassword = useSetPayPassword();
  const modifyPassword = useModifyPayPassword();
  const mutation = mode === 'set' ? setPassword : modifyPassword;
  const [step, setStep] = useState(0);
  const [proof, setProof] = useState('');
  const [proofError, setProofError] = useState<string | null>(null);
  const [fresh, setFresh] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [resets, setResets] = useState(0);
  const location = useLocation();
  const userId = useAtomValue(userIdAtom);
  const overlay = useOverlay();
  const handedOver = mode === 'modify' && readAlreadySet(location.state);
  // Changing needs the old pay password: one more place it could be guessed (issue 27).
  const { guard, noteRefusal } = usePayPasswordGuard();
  const locked = mode === 'modify' && guard?.locked === true;

  const restartNew = (message: string) => {
    setError(message);
    setFresh('');
    setResets((n) => n + 1);
    setStep(1);
  };

  const submit = (repeat: string) => {
    if (mutation.isPending) return;
    if (repeat !== fresh) {
      restartNew(t('wallet.payPassword.mismatch'));
      return;
    }
    const done = {
      onSuccess: () => {
        // Issue 26.3: set from the pay sheet (or adding a card), back to it, the purchase reopened.
        const back = mode === 'set' ? takePayPasswordReturn(userId, location.search) : null;
        notifications.show({
          color: 'teal',
          message:
            mode === 'modify'
              ? t('wallet.payPassword.modifyDone')
              : back?.purchase
                ? t('wallet.payPassword.setDoneContinue')
                : t('wallet.payPassword.setDone'),
          autoClose: 2500,
        });
        void navigate(back?.from ?? WALLET_PATHS.home, { replace: true });
        if (back?.purchase) overlay.open({ kind: 'pay', params: back.purchase });
      },
      onError: (failure: unknown) => {
        noteRefusal(failure);
        // The first step's proof may be what was wrong: go back to it, keeping what was typed.
        setError(refusalText(failure, t('wallet.payPassword.setFailed')));
        setResets((n) => n + 1);
        setFresh('');
        setStep(0);
      },
    };
    if (mode === 'set') setPassword.mutate({ password: proof, payPassword: fresh }, done);
    else modifyPassword.mutate({ oldPayPassword: proof, payPassword: fresh }, done);
  };

  return (
    <Page
      title={
        mode === 'set' ? t('wallet.payPassword.setTitle') : t('wallet.payPassword.modifyTitle')
      }
    >
      {handedOver ? (
        <Alert color="blue" mb="md" data-testid="pay-password-already-set">
          {t('wallet.payPassword.alreadySet')}
        </Alert>
      ) : null}
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t('wallet.payPassword.step1')}>
          <Stack gap="md" mt="md">
            {mode === 'set' ? (
              <PasswordInput
                label={t('wallet.payPassword.loginPassword')}
                size="md"
                value={proof}
                error={proofError}
                autoComplete="current-password"
                onChange={(event) => {
                  setProof(event.currentTarget.value);
                  setProofError(null);
                }}
              />
            ) : (
              <Stack gap="xs" align="center">
                <Text>{t('wallet.payPassword.oldPrompt')}</Text>
                <PayPasswordInput
                  key={`old-${resets}`}
                  disabled={locked}
                  onComplete={(value) => {
                    setProof(value);
                    setError(null);
                    setStep(1);
                  }}
                />
                <PayPasswordGuardNotice guard={guard} />
                <Anchor component={Link} to={WALLET_PATHS.resetPayPassword} py="xs">
                  {t('wallet.payPassword.forgot')}
                </Anchor>
              </Stack>
            )}
            {error && !locked ? <ErrorText>{error}</ErrorText> : null}
            {mode === 'set' ? (
              <Button
                size="lg"
                radius="xl"
                onClick={() => {
                  if (!proof) {
                    setProofError(t('wallet.payPassword.loginPasswordRequired'));
                    return;
                  }
                  setError(null);
                  setStep(1);
                }}
              >
                {t('wallet.payPassword.next')}
              </Button>
            ) : null}
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
          <RepeatPayPasswordStep resets={resets} saving={mutation.isPending} onComplete={submit} />
        </Stepper.Step>
      </Stepper>
    </Page>
  );
}

/**
 * Setting is only for a member without a pay password (issue 9: setting over an existing one with
 * the login password alone let an account thief take the wallet; the server refuses it too). With
 * one set, the screen hands over to modify, which needs the old one, or to the SMS reset.
 */
export function SetPayPasswordPage() {
  const { t } = useTranslation();
  const safety = usePaySafety();
  // Decided once, from the first answer: after this screen sets the password, the refetched
  // state says "set" too, and must not turn the success into a hand-over.
  const [alreadySet, setAlreadySet] = useState<boolean | null>(null);
  if (alreadySet === null && safety.data) setAlreadySet(safety.data.hasPayPassword);
  if (alreadySet) {
    return <Navigate to={WALLET_PATHS.modifyPayPassword} replace state={{ alreadySet: true }} />;
  }
  if (alreadySet === null && safety.isPending)
    return (
      <Page title={t('wallet.payPassword.setTitle')}>
        <QueryLoading rows={2} />
      </Page>
    );
  // A failed check leaves the set form: the server refuses it anyway when one is set.
  return <PayPasswordPage mode="set" />;
}

export function ModifyPayPasswordPage() {
  return <PayPasswordPage mode="modify" />;
}
