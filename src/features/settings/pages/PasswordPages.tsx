import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { atom, useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Page } from '@/components/page/Page';
import { AUTO_LOGIN_PATH, useSignOut } from '@/lib/session';
import { useChangePassword } from '../api/account';
import { notifyFailure } from '@/lib/notify';
import { refusedMessage } from '../components/failure';
import { SETTINGS_PATHS } from './SettingsPage';

/** Section 5 / 9: a login password has at least 6 characters. */
export const MIN_PASSWORD = 6;

/**
 * The current password between the two steps: in memory only (never storage, never history
 * state), gone on reload, so the second step then starts over.
 */
const currentPasswordAtom = atom<string | null>(null);

/** /column/settings/accountSafe/modifyPassword (alias /column/originalPassword): step one, the current login password. */
export function OriginalPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [, setCurrent] = useAtom(currentPasswordAtom);
  const form = useForm({
    initialValues: { oldPassword: '' },
    validate: { oldPassword: (v) => (v ? null : t('settings.password.oldRequired')) },
  });
  return (
    <Page title={t('settings.password.title')}>
      <form
        noValidate
        onSubmit={form.onSubmit(({ oldPassword }) => {
          setCurrent(oldPassword);
          void navigate(SETTINGS_PATHS.changePassword);
        })}
      >
        <Stack gap="md">
          <PasswordInput
            size="md"
            label={t('settings.password.old')}
            autoComplete="current-password"
            {...form.getInputProps('oldPassword')}
          />
          <Button type="submit" size="md">
            {t('settings.password.next')}
          </Button>
        </Stack>
      </form>
    </Page>
  );
}

/**
 * /column/changePassword: step two, the new password twice. Success ends every session of the
 * member (section 4): they are signed out here too and asked to log in with the new password.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const [current, setCurrent] = useAtom(currentPasswordAtom);
  const change = useChangePassword();
  const signOut = useSignOut();
  const form = useForm({
    initialValues: { newPassword: '', repeat: '' },
    validate: {
      newPassword: (v) =>
        !v
          ? t('settings.password.newRequired')
          : v.length < MIN_PASSWORD
            ? t('settings.password.tooShort')
            : null,
      repeat: (v, values) =>
        !v
          ? t('settings.password.repeatRequired')
          : v !== values.newPassword
            ? t('settings.password.mismatch')
            : null,
    },
  });
  if (current === null) return <Navigate to={SETTINGS_PATHS.modifyPassword} replace />;
  return (
    <Page title={t('settings.password.title')}>
      <form
        noValidate
        onSubmit={form.onSubmit(({ newPassword }) =>
          change.mutate(
            { oldPassword: current, newPassword },
            {
              onSuccess: () => {
                setCurrent(null);
                notifications.show({
                  color: 'green',
                  message: t('settings.password.changed'),
                  autoClose: 8000,
                });
                signOut({ to: AUTO_LOGIN_PATH });
              },
              onError: (error) => {
                const refused = refusedMessage(error);
                if (refused) form.setFieldError('newPassword', refused);
                else notifyFailure(error, t('settings.saveFailed'));
              },
            },
          ),
        )}
      >
        <Stack gap="md">
          <PasswordInput
            size="md"
            label={t('settings.password.new')}
            description={t('settings.password.hint', { min: MIN_PASSWORD })}
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            size="md"
            label={t('settings.password.repeat')}
            autoComplete="new-password"
            {...form.getInputProps('repeat')}
          />
          <Button type="submit" size="md" loading={change.isPending}>
            {t('settings.password.submit')}
          </Button>
          <Text size="sm">
            <Anchor component={Link} to={SETTINGS_PATHS.modifyPassword} replace>
              {t('settings.password.reenterOld')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Page>
  );
}
