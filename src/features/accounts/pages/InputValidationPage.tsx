import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Page, pageClasses } from '@/components/page/Page';
import { useDraft } from '@/lib/drafts';
import { checkVerifyCode } from '../api/checks';
import { useRetrievePasswordBySms } from '../api/recovery';
import { useSendSms } from '../api/sms';
import { CodeInput } from '../components/CodeInput';
import { useCountdown } from '../components/use-countdown';
import { newPasswordErrors, NewPasswordFields } from '../forget/new-password';
import { UnableHelp } from '../forget/UnableHelp';
import { useLoginRef } from '../sign-in/use-login-ref';
import classes from './auth.module.css';

/**
 * What the code on this page validates. The spec names the page's parts (forgetPassword,
 * newPassword, type, userName, verification code) without a flow; this client reads them as:
 * `type` says what the code is for and only 'forgetPassword' exists, so another flow can reuse the
 * page later with its own type; `userName` is the account. Any other link gets a way back to
 * /login/forget instead of a form that cannot work.
 */
const TYPES = ['forgetPassword'] as const;
type ValidationType = (typeof TYPES)[number];

const isValidationType = (value: string | null): value is ValidationType =>
  (TYPES as readonly (string | null)[]).includes(value);

interface ValidationValues {
  code: string;
  password: string;
  repeat: string;
}

/** The link's parts, or null when one is missing. */
function useValidationTarget() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const userName = params.get('userName')?.trim();
  const phone = params.get('phone')?.trim();
  if (!isValidationType(type) || !userName || !phone) return null;
  return { type, userName, phone, phoneAreaCode: params.get('phoneAreaCode') || '86' };
}

function InvalidLink() {
  const { t } = useTranslation();
  const { to } = useLoginRef();
  return (
    <Page title={t('accounts.inputValidation.title')} back centered>
      <p className={pageClasses.secondary}>{t('accounts.inputValidation.invalidLink')}</p>
      <Button component={Link} to={to('/login/forget')} replace size="md" radius="xl">
        {t('accounts.inputValidation.startAgain')}
      </Button>
    </Page>
  );
}

/**
 * /login/inputValidation?type=forgetPassword&userName=…&phoneAreaCode=…&phone=…: recovery by SMS,
 * after /login/forget checked the phone is the account's and sent a code. The member types the
 * code and the new password twice; the code is checked first (its message under it), then the
 * password is reset and the member goes to the login page with the account filled in. A code that
 * did not come can be sent again after the countdown; 'Can't verify?' tells what else to do.
 */
export function InputValidationPage() {
  const target = useValidationTarget();
  return target ? <ValidationForm {...target} /> : <InvalidLink />;
}

function ValidationForm({
  userName,
  phoneAreaCode,
  phone,
}: {
  userName: string;
  phoneAreaCode: string;
  phone: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { ref } = useLoginRef();
  const sentState = location.state as { resendInSeconds?: number } | null;
  const [left, startCountdown] = useCountdown(sentState?.resendInSeconds ?? 0);
  const [checking, setChecking] = useState(false);
  const [unableOpen, setUnableOpen] = useState(false);
  const resend = useSendSms();
  const retrieve = useRetrievePasswordBySms();

  const form = useForm<ValidationValues>({
    initialValues: { code: '', password: '', repeat: '' },
    validate: (v) => ({
      code: v.code.trim() ? null : t('accounts.register.codeRequired'),
      ...newPasswordErrors(v.password, v.repeat, t),
    }),
  });
  const draft = useDraft(`accounts.inputValidation.${userName}`, form, {
    exclude: ['password', 'repeat'],
    scope: 'anyone',
  });

  const submit = form.onSubmit(async (v) => {
    const code = v.code.trim();
    setChecking(true);
    const refused = await checkVerifyCode(phoneAreaCode, phone, code, t('accounts.checkFailed'));
    setChecking(false);
    if (refused) {
      form.setFieldError('code', refused);
      return;
    }
    retrieve.mutate(
      { username: userName, phoneAreaCode, phone, code, password: v.password },
      {
        onSuccess: () => {
          draft.clear();
          const query = new URLSearchParams({ account: userName });
          if (ref) query.set('ref', ref);
          void navigate(`/login?${query.toString()}`, { replace: true });
        },
      },
    );
  });

  const sendAgain = () =>
    resend.mutate(
      { phoneAreaCode, phoneNumber: phone, scene: 'forget' },
      {
        onSuccess: (sent) => startCountdown(sent.resendInSeconds),
        onError: () => form.setFieldError('code', t('accounts.register.sendFailed')),
      },
    );

  return (
    <Page title={t('accounts.inputValidation.title')} back>
      <h2 className={classes.stepTitle}>{t('accounts.inputValidation.heading')}</h2>
      <p className={pageClasses.secondary}>
        {t('accounts.inputValidation.intro', {
          name: userName,
          phone: `+${phoneAreaCode} ${phone}`,
        })}
      </p>
      <form className={classes.form} onSubmit={submit} noValidate>
        <CodeInput
          input={form.getInputProps('code')}
          sendLabel={t('accounts.inputValidation.resend')}
          onSend={sendAgain}
          sending={resend.isPending}
          secondsLeft={left}
        />
        {resend.isSuccess && (
          <p role="status" aria-live="polite">
            {t('accounts.register.sent', { phone: `+${phoneAreaCode} ${phone}` })}
          </p>
        )}
        <NewPasswordFields
          password={form.getInputProps('password')}
          repeat={form.getInputProps('repeat')}
        />
        <Stack gap="xs">
          <Button
            type="submit"
            size="lg"
            radius="xl"
            fullWidth
            loading={checking || retrieve.isPending}
          >
            {t('accounts.forget.submit')}
          </Button>
          <Button variant="subtle" size="md" radius="xl" onClick={() => setUnableOpen(true)}>
            {t('accounts.unable.open')}
          </Button>
        </Stack>
      </form>
      <UnableHelp
        opened={unableOpen}
        onClose={() => setUnableOpen(false)}
        way="phone"
        onSwitch={() => {
          const query = new URLSearchParams({ account: userName });
          if (ref) query.set('ref', ref);
          void navigate(`/login/forget?${query.toString()}`);
        }}
      />
    </Page>
  );
}
