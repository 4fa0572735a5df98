import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { refusalText } from '@/lib/refusal-text';
import { Page } from '@/components/page/Page';
import { useDraft } from '@/lib/drafts';
import {
  checkAccountPhone,
  useRetrievePassword,
  useSafetyQuestions,
  useVerifyAnswer,
} from '../api/recovery';
import { useSendSms } from '../api/sms';
import {
  initialForgetValues,
  inputValidationHref,
  validateForgetStep,
  type ForgetStep,
  type ForgetValues,
} from '../forget/forget-form';
import { AccountField, PhoneFields, QuestionFields } from '../forget/ForgetFields';
import { NewPasswordFields } from '../forget/new-password';
import { UnableHelp, type RecoveryWay } from '../forget/UnableHelp';
import { useLoginRef } from '../sign-in/use-login-ref';
import classes from './auth.module.css';

/** Where Back goes from each step (the first step leaves the page). */
const PREVIOUS: Record<ForgetStep, ForgetStep | null> = {
  account: null,
  verification: 'account',
  phone: 'account',
  reset: 'verification',
};

/**
 * /login/forget. Step one, the account (name or phone; `?account=` fills it in). Step two, one
 * way to prove it is the member's: a security question of the account (the spec's way), or a code
 * sent by SMS to the phone bound to it, which continues on /login/inputValidation (code and new
 * password). Step three (question way), the new password twice; then back to the login page with
 * the account filled in. An account without security questions is told so by the server's message
 * under the account, with the SMS way beside it; 'Can't verify?' explains what else to do.
 */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { ref } = useLoginRef();
  const [step, setStep] = useState<ForgetStep>('account');
  const [unableOpen, setUnableOpen] = useState(false);
  const [checkingPhone, setCheckingPhone] = useState(false);
  const safety = useSafetyQuestions();
  const verify = useVerifyAnswer();
  const retrieve = useRetrievePassword();
  const sms = useSendSms();
  const messageOf = (error: unknown) => refusalText(error, t('accounts.checkFailed'));

  const form = useForm<ForgetValues>({ initialValues: initialForgetValues(params.get('account')) });
  const draft = useDraft('accounts.forget', form, {
    exclude: ['answer', 'password', 'repeat'],
    scope: 'anyone',
  });

  /** The step's own checks; false (and the messages shown) when something is missing. */
  function valid(of: ForgetStep): boolean {
    const errors = validateForgetStep(of, form.values, t);
    form.setErrors(errors);
    return !Object.values(errors).some(Boolean);
  }

  const username = form.values.account.trim();
  const answer = () => ({
    username,
    questionId: Number(form.values.questionId),
    answer: form.values.answer.trim(),
  });

  function chooseWay(way: RecoveryWay) {
    if (!valid('account')) return;
    if (way === 'phone') {
      setStep('phone');
      return;
    }
    safety.mutate(username, {
      onSuccess: (data) => {
        form.setFieldValue('questionId', String(data.questions[0]?.questionId ?? ''));
        setStep('verification');
      },
      onError: (error) => form.setFieldError('account', messageOf(error)),
    });
  }

  async function sendCode() {
    if (!valid('phone')) return;
    const { phoneAreaCode } = form.values;
    const phone = form.values.phone.trim();
    setCheckingPhone(true);
    const refused = await checkAccountPhone(
      { username, phoneAreaCode, phone },
      t('accounts.checkFailed'),
    );
    setCheckingPhone(false);
    if (refused) {
      form.setFieldError('phone', refused);
      return;
    }
    sms.mutate(
      { phoneAreaCode, phoneNumber: phone, scene: 'forget' },
      {
        onSuccess: (sent) =>
          void navigate(inputValidationHref(form.values, ref), {
            state: { resendInSeconds: sent.resendInSeconds },
          }),
        onError: () => form.setFieldError('phone', t('accounts.register.sendFailed')),
      },
    );
  }

  function submit() {
    if (step === 'account') return chooseWay('question');
    if (step === 'phone') return void sendCode();
    if (!valid(step)) return;
    if (step === 'verification') {
      verify.mutate(answer(), {
        onSuccess: () => setStep('reset'),
        onError: (error) => form.setFieldError('answer', messageOf(error)),
      });
      return;
    }
    retrieve.mutate(
      { ...answer(), password: form.values.password },
      {
        onSuccess: () => {
          draft.clear();
          const query = new URLSearchParams({ account: username });
          if (ref) query.set('ref', ref);
          void navigate(`/login?${query.toString()}`, { replace: true });
        },
      },
    );
  }

  const previous = PREVIOUS[step];
  const pending =
    safety.isPending || verify.isPending || retrieve.isPending || sms.isPending || checkingPhone;
  const submitLabel = {
    account: t('accounts.forget.byQuestion'),
    verification: t('accounts.register.next'),
    phone: t('accounts.register.send'),
    reset: t('accounts.forget.submit'),
  }[step];

  return (
    <Page
      title={t('accounts.forget.title')}
      // A later step goes back a step; the first goes back in history (or home from a link).
      onBack={previous ? () => setStep(previous) : undefined}
    >
      <h2 className={classes.stepTitle}>{t(`accounts.forget.steps.${step}`)}</h2>
      <form
        className={classes.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {step === 'account' && <AccountField form={form} />}
        {step === 'verification' && (
          <QuestionFields
            form={form}
            username={safety.data?.username ?? username}
            questions={safety.data?.questions ?? []}
          />
        )}
        {step === 'phone' && <PhoneFields form={form} />}
        {step === 'reset' && (
          <NewPasswordFields
            password={form.getInputProps('password')}
            repeat={form.getInputProps('repeat')}
          />
        )}
        <Stack gap="xs">
          <Button type="submit" size="lg" radius="xl" fullWidth loading={pending}>
            {submitLabel}
          </Button>
          {step === 'account' && (
            <Button
              variant="light"
              size="md"
              radius="xl"
              fullWidth
              disabled={pending}
              onClick={() => chooseWay('phone')}
            >
              {t('accounts.forget.byPhone')}
            </Button>
          )}
          {step !== 'reset' && (
            <Button variant="subtle" size="md" radius="xl" onClick={() => setUnableOpen(true)}>
              {t('accounts.unable.open')}
            </Button>
          )}
        </Stack>
      </form>
      <UnableHelp
        opened={unableOpen}
        onClose={() => setUnableOpen(false)}
        way={step === 'phone' ? 'phone' : 'question'}
        onSwitch={chooseWay}
      />
    </Page>
  );
}
