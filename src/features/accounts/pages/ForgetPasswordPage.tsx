import { Button, PasswordInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { Page, pageClasses } from '@/components/page/Page';
import { useDraft } from '@/lib/drafts';
import { useRetrievePassword, useSafetyQuestions, useVerifyAnswer } from '../api/recovery';
import { PASSWORD_MIN } from '../register/register-form';
import { useLoginRef } from '../session/use-login-ref';
import classes from './auth.module.css';

interface ForgetValues {
  account: string;
  questionId: string | null;
  answer: string;
  password: string;
  repeat: string;
}

const STEPS = ['account', 'verification', 'reset'] as const;
type ForgetStep = (typeof STEPS)[number];

/**
 * /login/forget: account, then one of its security questions answered, then the new password
 * twice, then back to the login page with the account filled in. An account without security
 * questions is told it cannot recover this way (the server's message, under the account).
 */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ref } = useLoginRef();
  const [step, setStep] = useState<ForgetStep>('account');
  const safety = useSafetyQuestions();
  const verify = useVerifyAnswer();
  const retrieve = useRetrievePassword();
  const questions = safety.data?.questions ?? [];
  const fallback = t('accounts.checkFailed');
  const messageOf = (error: unknown) =>
    isApiError(error) && error.message ? error.message : fallback;

  const form = useForm<ForgetValues>({
    initialValues: { account: '', questionId: null, answer: '', password: '', repeat: '' },
    validate: (v) => {
      if (step === 'account')
        return { account: v.account.trim() ? null : t('accounts.login.accountRequired') };
      if (step === 'verification')
        return {
          questionId: v.questionId ? null : t('accounts.register.questionRequired'),
          answer: v.answer.trim() ? null : t('accounts.register.answerRequired'),
        };
      return {
        password: !v.password
          ? t('accounts.login.passwordRequired')
          : v.password.length < PASSWORD_MIN
            ? t('accounts.register.passwordTooShort')
            : null,
        repeat: v.repeat !== v.password ? t('accounts.forget.mismatch') : null,
      };
    },
  });
  const draft = useDraft('accounts.forget', form, {
    exclude: ['answer', 'password', 'repeat'],
    scope: 'anyone',
  });

  const submit = form.onSubmit((v) => {
    const username = v.account.trim();
    if (step === 'account') {
      safety.mutate(username, {
        onSuccess: (data) => {
          form.setFieldValue('questionId', String(data.questions[0]?.questionId ?? ''));
          setStep('verification');
        },
        onError: (error) => form.setFieldError('account', messageOf(error)),
      });
      return;
    }
    const answer = { username, questionId: Number(v.questionId), answer: v.answer.trim() };
    if (step === 'verification') {
      verify.mutate(answer, {
        onSuccess: () => setStep('reset'),
        onError: (error) => form.setFieldError('answer', messageOf(error)),
      });
      return;
    }
    retrieve.mutate(
      { ...answer, password: v.password },
      {
        onSuccess: () => {
          draft.clear();
          const query = new URLSearchParams({ account: username });
          if (ref) query.set('ref', ref);
          void navigate(`/login?${query.toString()}`, { replace: true });
        },
      },
    );
  });

  const stepIndex = STEPS.indexOf(step);
  const pending = safety.isPending || verify.isPending || retrieve.isPending;

  return (
    <Page
      title={t('accounts.forget.title')}
      back
      onBack={
        stepIndex > 0 ? () => setStep(STEPS[stepIndex - 1] ?? 'account') : () => void navigate(-1)
      }
    >
      <h2 className={classes.stepTitle}>{t(`accounts.forget.steps.${step}`)}</h2>
      <form className={classes.form} onSubmit={submit} noValidate>
        {step === 'account' && (
          <TextInput
            label={t('accounts.login.account')}
            placeholder={t('accounts.login.accountPlaceholder')}
            autoComplete="username"
            size="md"
            {...form.getInputProps('account')}
          />
        )}
        {step === 'verification' && (
          <>
            <p className={pageClasses.secondary}>
              {t('accounts.forget.verifyIntro', { name: safety.data?.username ?? '' })}
            </p>
            <Select
              label={t('accounts.register.question')}
              data={questions.map((q) => ({ value: String(q.questionId), label: q.question }))}
              size="md"
              allowDeselect={false}
              {...form.getInputProps('questionId')}
            />
            <TextInput
              label={t('accounts.register.answer')}
              placeholder={t('accounts.register.answerPlaceholder')}
              size="md"
              {...form.getInputProps('answer')}
            />
          </>
        )}
        {step === 'reset' && (
          <>
            <PasswordInput
              label={t('accounts.forget.newPassword')}
              description={t('accounts.register.passwordRule')}
              autoComplete="new-password"
              size="md"
              visibilityToggleButtonProps={{ 'aria-label': t('accounts.showPassword') }}
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label={t('accounts.forget.repeat')}
              autoComplete="new-password"
              size="md"
              visibilityToggleButtonProps={{ 'aria-label': t('accounts.showPassword') }}
              {...form.getInputProps('repeat')}
            />
          </>
        )}
        <Button type="submit" size="lg" radius="xl" fullWidth loading={pending}>
          {step === 'reset' ? t('accounts.forget.submit') : t('accounts.register.next')}
        </Button>
      </form>
    </Page>
  );
}
