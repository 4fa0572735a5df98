import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/page/Page';
import { QueryState } from '@/components/query-state/QueryState';
import { useChangeUsername, useOwnProfile } from '../api/account';
import { notifyFailure } from '@/lib/notify';
import { refusedMessage } from '../components/failure';
import { SETTINGS_PATHS } from './SettingsPage';

const MAX_LENGTH = 30;

function UsernameForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangeUsername();
  const form = useForm({
    initialValues: { username: current },
    validate: {
      username: (value) =>
        value.trim() === ''
          ? t('settings.username.required')
          : value.trim().length > MAX_LENGTH
            ? t('settings.username.tooLong', { max: MAX_LENGTH })
            : null,
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ username }) =>
        change.mutate(username.trim(), {
          onSuccess: () => {
            notifications.show({ color: 'green', message: t('settings.username.saved') });
            void navigate(SETTINGS_PATHS.accountSafe, { replace: true });
          },
          // The name stays typed; the server's reason ('already in use') stands beside it.
          onError: (error) => {
            const refused = refusedMessage(error);
            if (refused) form.setFieldError('username', refused);
            else notifyFailure(error, t('settings.saveFailed'));
          },
        }),
      )}
    >
      <Stack gap="md">
        <TextInput
          label={t('settings.username.label')}
          description={t('settings.username.hint', { max: MAX_LENGTH })}
          size="md"
          autoComplete="username"
          {...form.getInputProps('username')}
        />
        <Button type="submit" size="md" loading={change.isPending}>
          {t('settings.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** /column/settings/accountSafe/username: change the account name. */
export function UsernamePage() {
  const { t } = useTranslation();
  const profile = useOwnProfile();
  return (
    <Page title={t('settings.username.title')}>
      <QueryState query={profile}>{(me) => <UsernameForm current={me.username} />}</QueryState>
    </Page>
  );
}
