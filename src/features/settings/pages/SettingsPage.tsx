import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/Page';
import { AUTO_LOGIN_PATH, useSignOut } from '@/lib/session';
import { logoutOnServer } from '../api/account';
import { settingsClasses as classes, SettingsRow } from '../components/SettingsRow';
import { readThemeChoice } from '@/lib/preferences';
import { LANGUAGE_NAMES } from './appearance';
import { clearDrafts } from './cache';

export const SETTINGS_PATHS = {
  accountSafe: '/column/settings/accountSafe',
  username: '/column/settings/accountSafe/username',
  phone: '/column/settings/accountSafe/phoneNumber',
  /** The spec's own addresses of the phone change's two steps. */
  changePhoneStepOne: '/column/settings/accountSafe/changePhoneNumber/stepOne',
  changePhoneStepTwo: '/column/settings/accountSafe/changePhoneNumber/stepTwo',
  /** The spec's own address of the login password change (its first step). */
  modifyPassword: '/column/settings/accountSafe/modifyPassword',
  payPasswordSet: '/column/settings/accountSafe/payPassword/set',
  payPasswordModify: '/column/settings/accountSafe/payPassword/modify',
  originalPassword: '/column/originalPassword',
  changePassword: '/column/changePassword',
  privacy: '/column/settings/privacy',
  notice: '/column/settings/notice',
  feedback: '/column/settings/feedback',
  clearCache: '/column/settings/clearCache',
  theme: '/column/settings/theme',
  language: '/column/settings/setLang',
  about: '/column/settings/aboutUs',
  /** The saved-accounts switcher of the login pages (section 2: /login/otherAccounts). */
  switchAccount: '/login/otherAccounts',
} as const;

/**
 * Log out: asks first; then ends the session on the server (a failure there does not keep the
 * member signed in), removes the token everywhere and the member's cached data, and goes to
 * auto-login.
 */
function LogoutButton() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      <Button
        color="red"
        variant="light"
        size="md"
        fullWidth
        mt="xl"
        onClick={() => setAsking(true)}
      >
        {t('settings.logout.button')}
      </Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('settings.logout.title')}
        centered
      >
        <Text>{t('settings.logout.body')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('settings.cancel')}
          </Button>
          <Button
            color="red"
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              // Drafts are member data too: an explicit log out takes them (an expired session
              // keeps them, so the same member finds them after signing in again).
              void logoutOnServer().then(() => {
                clearDrafts();
                signOut({ to: AUTO_LOGIN_PATH });
              });
            }}
          >
            {t('settings.logout.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** /column/settings: the settings list (section 2), then log out. */
export function SettingsPage() {
  const { t, i18n } = useTranslation();
  const language = LANGUAGE_NAMES[i18n.language as keyof typeof LANGUAGE_NAMES];
  return (
    <Page title={t('settings.title')}>
      <ul className={classes.list}>
        <SettingsRow to={SETTINGS_PATHS.accountSafe} label={t('settings.accountSafe.title')} />
        <SettingsRow to={SETTINGS_PATHS.privacy} label={t('settings.privacy.title')} />
        <SettingsRow to={SETTINGS_PATHS.notice} label={t('settings.notice.title')} />
        <SettingsRow to={SETTINGS_PATHS.feedback} label={t('settings.feedback.title')} />
        <SettingsRow to={SETTINGS_PATHS.clearCache} label={t('settings.clearCache.title')} />
        <SettingsRow
          to={SETTINGS_PATHS.theme}
          label={t('settings.theme.title')}
          value={t(`settings.theme.${readThemeChoice()}`)}
        />
        <SettingsRow
          to={SETTINGS_PATHS.language}
          label={t('settings.language.title')}
          value={language}
        />
        {/* Issue 26.3: the time zone list (spec: /timeZone/list) beside the language. */}
        <SettingsRow to="/timeZone/list" label={t('shell.timeZone.title')} />
        <SettingsRow to={SETTINGS_PATHS.about} label={t('settings.about.title')} />
        <SettingsRow to={SETTINGS_PATHS.switchAccount} label={t('settings.switchAccount')} />
      </ul>
      <LogoutButton />
    </Page>
  );
}
