import { Button, Stack } from '@mantine/core';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Avatar } from '@/components/Avatar';
import { Page, pageClasses } from '@/components/page/Page';
import {
  STORAGE_KEYS,
  storage,
  savedAccountsAtom,
  tokenAtom,
  useSignOut,
  userIdAtom,
  type SavedAccount,
} from '@/lib/session';
import { SavedAccountRow } from '../components/SavedAccountRow';
import { returnTarget } from '../sign-in/return-target';
import { useLoginRef } from '../sign-in/use-login-ref';
import { useSwitchAccount } from '../sign-in/use-switch-account';
import classes from './auth.module.css';

/**
 * /login/otherAccounts: every login of this device. One tap signs in with a saved login (its
 * token); a refused one asks for the password on the login page, the account filled in. Edit mode
 * deletes saved logins. One saved login shows as a single account with its head portrait.
 */
export function OtherAccountsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ref, to } = useLoginRef();
  const [saved, setSaved] = useAtom(savedAccountsAtom);
  const token = useAtomValue(tokenAtom);
  const userId = useAtomValue(userIdAtom);
  const signOut = useSignOut();
  const { switchTo, pendingUserId } = useSwitchAccount();
  const [editing, setEditing] = useState(false);
  const [failed, setFailed] = useState(false);

  const choose = async (account: SavedAccount) => {
    setFailed(false);
    const outcome = await switchTo(account);
    if (outcome === 'failed') setFailed(true);
    if (outcome === 'expired') {
      const query = new URLSearchParams({ account: account.username, reason: 'expired' });
      if (ref) query.set('ref', ref);
      void navigate(`/login?${query.toString()}`);
    }
  };
  const remove = (account: SavedAccount) => {
    const rest = saved.filter((a) => a.userId !== account.userId);
    setSaved(rest);
    if (rest.length === 0) setEditing(false);
  };
  // The member taps the login they are already signed in with: nothing to switch, back they go.
  const goBack = () =>
    void navigate(returnTarget(ref, storage.read(STORAGE_KEYS.redirectUrl)), { replace: true });
  const isCurrent = (account: SavedAccount) => Boolean(token) && account.userId === userId;
  const single = saved.length === 1 && !editing ? saved[0] : undefined;

  return (
    <Page title={t('accounts.otherAccounts.title')}>
      {saved.length > 0 && (
        <div className={classes.listHeader}>
          <h2 className={classes.listTitle}>{t('accounts.otherAccounts.listLabel')}</h2>
          <Button variant="subtle" size="compact-md" h={44} onClick={() => setEditing((e) => !e)}>
            {editing ? t('accounts.otherAccounts.done') : t('accounts.otherAccounts.edit')}
          </Button>
        </div>
      )}
      {failed && (
        <p className={classes.notice} role="alert">
          {t('accounts.otherAccounts.failed')}
        </p>
      )}
      {saved.length === 0 && (
        <p className={pageClasses.secondary}>{t('accounts.otherAccounts.empty')}</p>
      )}
      {single && (
        <div className={classes.hero}>
          <Avatar headImgUrl={single.headImgUrl} alt="" size={88} />
          <h2 className={classes.heroTitle}>{single.username}</h2>
          {!isCurrent(single) && (
            <Button
              size="lg"
              radius="xl"
              fullWidth
              loading={pendingUserId === single.userId}
              onClick={() => void choose(single)}
              // The visible words and whose log-in it is (WCAG 2.5.3: voice control says what it sees).
              aria-label={t('accounts.otherAccounts.logInAs', { name: single.username })}
            >
              {t('accounts.login.submit')}
            </Button>
          )}
        </div>
      )}
      {saved.length > 0 && !single && (
        <ul className={classes.list} aria-label={t('accounts.otherAccounts.listLabel')}>
          {saved.map((account) => (
            <SavedAccountRow
              key={account.userId}
              account={account}
              isCurrent={isCurrent(account)}
              editing={editing}
              pending={pendingUserId === account.userId}
              onChoose={(a) => (isCurrent(a) ? goBack() : void choose(a))}
              onDelete={remove}
            />
          ))}
        </ul>
      )}
      <Stack gap="xs">
        <Button component={Link} to={to('/login')} variant="light" size="md" radius="xl" fullWidth>
          {t('accounts.otherAccounts.another')}
        </Button>
        {token && (
          <Button
            variant="subtle"
            color="red"
            size="md"
            radius="xl"
            fullWidth
            onClick={() => signOut({ to: null })}
          >
            {t('accounts.otherAccounts.signOut')}
          </Button>
        )}
      </Stack>
    </Page>
  );
}
