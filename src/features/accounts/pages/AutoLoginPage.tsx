import { Button, Loader, Stack } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { Page, pageClasses } from '@/components/page/Page';
import { STORAGE_KEYS, savedAccountsAtom, storage, tokenAtom, userIdAtom } from '@/lib/session';
import { SubmitFailure } from '../components/SubmitFailure';
import { returnTarget } from '../sign-in/return-target';
import { useLoginRef } from '../sign-in/use-login-ref';
import { useSwitchAccount } from '../sign-in/use-switch-account';
import { useVisitorBrowse } from '../sign-in/use-visitor-browse';
import classes from './auth.module.css';

/**
 * /login/autologin?ref=: where every signed-out member lands. Signed in already: straight back to
 * `ref`. Otherwise the current saved login (the one used last, if it was not signed out) is tried
 * once; if the server refuses it, the member chooses: log in, register, saved accounts, or browse
 * as a visitor ('Go and see first').
 */
export function AutoLoginPage() {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const userId = useAtomValue(userIdAtom);
  const saved = useAtomValue(savedAccountsAtom);
  const { ref, to } = useLoginRef();
  const { switchTo } = useSwitchAccount();
  const visitor = useVisitorBrowse();
  const current = saved.find((a) => a.userId === userId && a.token) ?? saved.find((a) => a.token);
  // Tried at most once per visit: a refused token must not be retried in a loop.
  const tried = useRef(false);
  const [trying, setTrying] = useState(!token && Boolean(current));

  useEffect(() => {
    if (token || tried.current || !current) return;
    tried.current = true;
    void switchTo(current).then((outcome) => {
      if (outcome !== 'signed-in') setTrying(false);
    });
  }, [token, current, switchTo]);

  if (token && !trying)
    return <Navigate to={returnTarget(ref, storage.read(STORAGE_KEYS.redirectUrl))} replace />;

  if (trying && current) {
    return (
      <Page title={t('accounts.autoLogin.title')} back={false} centered>
        <Loader aria-hidden="true" />
        <p className={pageClasses.secondary} role="status">
          {t('accounts.autoLogin.signingIn', { name: current.username })}
        </p>
      </Page>
    );
  }

  return (
    <Page title={t('accounts.autoLogin.title')} back={false}>
      <div className={classes.hero}>
        <h2 className={classes.heroTitle}>{t('accounts.autoLogin.welcome')}</h2>
        <p className={pageClasses.secondary}>{t('accounts.autoLogin.intro')}</p>
      </div>
      <Stack gap="sm">
        <Button component={Link} to={to('/login')} size="lg" radius="xl" fullWidth>
          {t('accounts.login.submit')}
        </Button>
        <Button
          component={Link}
          to={to('/login/register')}
          size="lg"
          radius="xl"
          variant="light"
          fullWidth
        >
          {t('accounts.login.register')}
        </Button>
        {saved.length > 0 && (
          <Button
            component={Link}
            to={to('/login/otherAccounts')}
            size="lg"
            radius="xl"
            variant="default"
            fullWidth
          >
            {t('accounts.autoLogin.savedAccounts', { count: saved.length })}
          </Button>
        )}
        <SubmitFailure error={visitor.error} />
        <Button
          size="lg"
          radius="xl"
          variant="subtle"
          fullWidth
          loading={visitor.isPending}
          onClick={visitor.browse}
        >
          {t('accounts.login.guest')}
        </Button>
      </Stack>
    </Page>
  );
}
