import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Page, pageClasses } from '@/components/page/Page';
import { useDraft } from '@/lib/drafts';
import { AccountStateRefusal, useLogin } from '../api/login';
import { AccountStateNotice } from '../components/AccountStateNotice';
import { SubmitFailure } from '../components/SubmitFailure';
import { toStoredLogin, useCompleteSignIn } from '../sign-in/use-complete-sign-in';
import { useLoginRef } from '../sign-in/use-login-ref';
import { useVisitorBrowse } from '../sign-in/use-visitor-browse';
import classes from './auth.module.css';

export interface LoginValues {
  account: string;
  password: string;
}

/** Why the member is here, shown above the form (`reason` of the address). */
export type LoginReason = 'expired';

/**
 * /login?ref=&account=&reason=: account (name or phone) and password, loginType 3. A refused login
 * is shown by the error policy (a red notification with the server's message), one the server did
 * not answer (network, a 5xx without envelope) by an inline message; both keep what was typed; the account is also kept as a draft (never the password). An answer whose account flags say
 * locked, expired or password expired starts no session: the page says which (issue 26 §3). Also: forgot password,
 * register, 'Go and see first' and the saved accounts ('other login methods').
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { to } = useLoginRef();
  const login = useLogin();
  const complete = useCompleteSignIn();
  const visitor = useVisitorBrowse();
  const prefilled = params.get('account');

  const form = useForm<LoginValues>({
    initialValues: { account: prefilled ?? '', password: '' },
    validate: {
      account: (v) => (v.trim() ? null : t('accounts.login.accountRequired')),
      password: (v) => (v ? null : t('accounts.login.passwordRequired')),
    },
  });
  const draft = useDraft('accounts.login', form, { exclude: ['password'], scope: 'anyone' });

  const submit = form.onSubmit(({ account, password }) =>
    login.mutate(
      { username: account, password },
      {
        onSuccess: (data) => {
          draft.clear();
          complete(toStoredLogin(data));
        },
      },
    ),
  );

  return (
    <Page title={t('accounts.login.title')}>
      {params.get('reason') === 'expired' && (
        <p className={classes.notice} role="status">
          {t('accounts.login.expired')}
        </p>
      )}
      <form className={classes.form} onSubmit={submit} noValidate>
        <TextInput
          label={t('accounts.login.account')}
          placeholder={t('accounts.login.accountPlaceholder')}
          autoComplete="username"
          size="md"
          {...form.getInputProps('account')}
        />
        <PasswordInput
          label={t('accounts.login.password')}
          placeholder={t('accounts.login.passwordPlaceholder')}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('accounts.showPassword') }}
          size="md"
          {...form.getInputProps('password')}
        />
        <div className={classes.links}>
          <Anchor component={Link} to={to('/login/forget')} className={classes.textLink}>
            {t('accounts.login.forgot')}
          </Anchor>
          <Anchor component={Link} to={to('/login/register')} className={classes.textLink}>
            {t('accounts.login.register')}
          </Anchor>
        </div>
        <AccountStateNotice error={login.error} resetTo={to('/login/forget')} />
        <SubmitFailure error={login.error instanceof AccountStateRefusal ? null : login.error} />
        <Button type="submit" size="lg" radius="xl" fullWidth loading={login.isPending}>
          {t('accounts.login.submit')}
        </Button>
      </form>
      <Stack gap="xs">
        <SubmitFailure error={visitor.error} />
        <Button
          variant="light"
          size="md"
          radius="xl"
          fullWidth
          loading={visitor.isPending}
          onClick={visitor.browse}
        >
          {t('accounts.login.guest')}
        </Button>
        <Button
          component={Link}
          to={to('/login/otherAccounts')}
          variant="subtle"
          size="md"
          radius="xl"
          fullWidth
        >
          {t('accounts.login.otherMethods')}
        </Button>
        <p className={pageClasses.secondary}>{t('accounts.login.charset')}</p>
      </Stack>
    </Page>
  );
}
