import { Button, Progress, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page, pageClasses } from '@/components/page/Page';
import { useDraft } from '@/lib/drafts';
import { STORAGE_KEYS, storage } from '@/lib/session';
import type { LoginData, RegistrationDraft } from '@/api/schemas/account';
import { checkInviteCode, checkName, checkVerifyCode } from '../api/checks';
import { SubmitFailure } from '../components/SubmitFailure';
import classes from '../pages/auth.module.css';
import { toStoredLogin, useCompleteSignIn } from '../sign-in/use-complete-sign-in';
import { AccountStep } from './AccountStep';
import { InviteStep } from './InviteStep';
import { PhoneStep } from './PhoneStep';
import { QuestionsStep } from './QuestionsStep';
import {
  REGISTER_STEPS,
  initialRegisterValues,
  validateStep,
  type RegisterStep,
  type RegisterValues,
} from './register-form';

export interface RegistrationWizardProps {
  /** 'register' a new account, or 'bind' the signed-in visitor to a real one (same steps). */
  mode: 'register' | 'bind';
  /** Sends the finished draft: the registration call, or the binding call. */
  send: {
    mutate: (draft: RegistrationDraft, options: { onSuccess: (data: LoginData) => void }) => void;
    isPending: boolean;
    /** The last call's failure: one the server did not answer is shown above the button. */
    error: unknown;
  };
  /** Where the member goes once signed in with the new login data. */
  doneTo: string;
}

/**
 * The four steps of registration and of binding a visitor: phone and SMS code, invite code
 * (optional), account name and password, three security questions. Each step's server check runs
 * on Next and its refusal shows under the field; nothing typed is lost (a draft keeps it across a
 * reload or an expired session, minus the password and the answers).
 */
export function RegistrationWizard({ mode, send: register, doneTo }: RegistrationWizardProps) {
  const { t } = useTranslation();
  const complete = useCompleteSignIn();
  const [stepIndex, setStepIndex] = useState(0);
  const [checking, setChecking] = useState(false);
  const step: RegisterStep = REGISTER_STEPS[stepIndex] ?? 'phone';

  const [params] = useSearchParams();
  const form = useForm<RegisterValues>({
    initialValues: initialRegisterValues(params.get('inviteCode')),
  });
  const draft = useDraft(`accounts.${mode}`, form, {
    exclude: ['password', 'questions'],
    // A binding draft is the visitor's own; a registration draft is nobody's yet.
    scope: mode === 'bind' ? 'member' : 'anyone',
  });

  /** The server's check of this step: null when accepted (errors are set on the form). */
  async function serverCheck(v: RegisterValues): Promise<boolean> {
    const fallback = t('accounts.checkFailed');
    if (step === 'phone') {
      const refused = await checkVerifyCode(
        v.phoneAreaCode,
        v.phoneNumber.trim(),
        v.smsCode,
        fallback,
      );
      if (refused) form.setFieldError('smsCode', refused);
      return !refused;
    }
    if (step === 'invite' && v.inviteCode.trim()) {
      const refused = await checkInviteCode(v.inviteCode.trim(), fallback);
      if (refused) form.setFieldError('inviteCode', refused);
      return !refused;
    }
    if (step === 'account') {
      const refused = await checkName(v.username.trim(), fallback);
      if (refused) form.setFieldError('username', refused);
      return !refused;
    }
    return true;
  }

  function submitRegistration(v: RegisterValues) {
    register.mutate(
      {
        username: v.username.trim(),
        password: v.password,
        phoneAreaCode: v.phoneAreaCode,
        phoneNumber: v.phoneNumber.trim(),
        acronym: v.acronym,
        sourceType: 3,
        smsCode: v.smsCode.trim(),
        inviteCode: v.inviteCode.trim() || undefined,
        securityQuestions: v.questions.map((q) => ({
          questionId: Number(q.questionId),
          answer: q.answer.trim(),
        })),
      },
      {
        onSuccess: (data) => {
          draft.clear();
          storage.write(STORAGE_KEYS.inviteCode, null);
          complete(toStoredLogin(data), { to: doneTo });
        },
      },
    );
  }

  const next = async () => {
    const v = form.values;
    const errors = validateStep(step, v, t);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setChecking(true);
    const accepted = await serverCheck(v);
    setChecking(false);
    if (!accepted) return;
    if (step === 'questions') submitRegistration(v);
    else setStepIndex((i) => i + 1);
  };

  const skipInvite = () => {
    form.setFieldValue('inviteCode', '');
    form.clearFieldError('inviteCode');
    setStepIndex((i) => i + 1);
  };

  return (
    <Page
      title={t(`accounts.${mode}.title`)}
      // A later step goes back a step; the first goes back in history (or home from a link).
      onBack={stepIndex > 0 ? () => setStepIndex((i) => i - 1) : undefined}
    >
      <Progress
        value={((stepIndex + 1) / REGISTER_STEPS.length) * 100}
        aria-label={t('accounts.register.progress', {
          step: stepIndex + 1,
          total: REGISTER_STEPS.length,
        })}
        size="sm"
      />
      <h2 className={classes.stepTitle}>{t(`accounts.register.steps.${step}`)}</h2>
      {mode === 'bind' && step === 'phone' && (
        <p className={pageClasses.secondary}>{t('accounts.bind.intro')}</p>
      )}
      <form
        className={classes.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void next();
        }}
      >
        {step === 'phone' && <PhoneStep form={form} scene={mode} />}
        {step === 'invite' && <InviteStep form={form} />}
        {step === 'account' && <AccountStep form={form} />}
        {step === 'questions' && <QuestionsStep form={form} />}
        <Stack gap="xs">
          {step === 'questions' && <SubmitFailure error={register.error} />}
          <Button
            type="submit"
            size="lg"
            radius="xl"
            fullWidth
            loading={checking || register.isPending}
          >
            {step === 'questions' ? t(`accounts.${mode}.submit`) : t('accounts.register.next')}
          </Button>
          {step === 'invite' && (
            <Button variant="subtle" size="md" radius="xl" fullWidth onClick={skipInvite}>
              {t('accounts.register.skip')}
            </Button>
          )}
        </Stack>
      </form>
      <p className={pageClasses.secondary}>{t('accounts.login.charset')}</p>
    </Page>
  );
}
