import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/Page';
import { QueryState } from '@/components/query-state/QueryState';
import { useOwnProfile } from '../api/account';
import { settingsClasses as classes, SettingsRow } from '../components/SettingsRow';
import { SETTINGS_PATHS } from './SettingsPage';

/**
 * /column/settings/accountSafe: the account name, the phone (masked by the server), the login
 * password and the pay password (its set / modify screens are the wallet's).
 */
export function AccountSafePage() {
  const { t } = useTranslation();
  const profile = useOwnProfile();
  return (
    <Page title={t('settings.accountSafe.title')}>
      <QueryState query={profile}>
        {(me) => (
          <ul className={classes.list}>
            <SettingsRow
              to={SETTINGS_PATHS.username}
              label={t('settings.accountSafe.username')}
              value={me.username}
            />
            <SettingsRow
              to={SETTINGS_PATHS.phone}
              label={t('settings.accountSafe.phone')}
              value={
                me.phoneNumber
                  ? `+${me.phoneAreaCode ?? ''} ${me.phoneNumber}`
                  : t('settings.accountSafe.phoneUnbound')
              }
            />
            <SettingsRow
              to={SETTINGS_PATHS.modifyPassword}
              label={t('settings.accountSafe.loginPassword')}
              value={t('settings.accountSafe.change')}
            />
            <SettingsRow
              to={
                me.hasPayPassword ? SETTINGS_PATHS.payPasswordModify : SETTINGS_PATHS.payPasswordSet
              }
              label={t('settings.accountSafe.payPassword')}
              value={t(
                me.hasPayPassword ? 'settings.accountSafe.change' : 'settings.accountSafe.set',
              )}
            />
          </ul>
        )}
      </QueryState>
    </Page>
  );
}
