import { Button, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/Page';
import { AUTO_LOGIN_PATH, useSignOut } from '@/lib/session';
import { logoutOnServer } from '../api/account';
import { notifyFailure } from '@/lib/notify';
import { clearCache, formatBytes } from './cache';

/**
 * /column/settings/clearCache: says what goes and what stays; then clears, ends this sign-in
 * (section 4: clearing cache requires re-login) and tells the size freed in one notice.
 */
export function ClearCachePage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);

  const clearAndSignOut = async () => {
    const result = await clearCache(queryClient);
    // The token stops working on the server too: a copy of it left anywhere opens nothing.
    await logoutOnServer();
    notifications.show({
      color: 'green',
      message:
        result.freedBytes === null
          ? t('settings.clearCache.done')
          : t('settings.clearCache.freed', { size: formatBytes(result.freedBytes, i18n.language) }),
    });
    signOut({ to: AUTO_LOGIN_PATH });
  };

  return (
    <Page title={t('settings.clearCache.title')}>
      <Stack gap="md">
        <Text fw={600}>{t('settings.clearCache.clears')}</Text>
        <List>
          <List.Item>{t('settings.clearCache.queries')}</List.Item>
          <List.Item>{t('settings.clearCache.media')}</List.Item>
          <List.Item>{t('settings.clearCache.drafts')}</List.Item>
          <List.Item>{t('settings.clearCache.session')}</List.Item>
        </List>
        <Text fw={600}>{t('settings.clearCache.keeps')}</Text>
        <List>
          <List.Item>{t('settings.clearCache.login')}</List.Item>
          <List.Item>{t('settings.clearCache.preferences')}</List.Item>
        </List>
        <Button
          size="md"
          loading={busy}
          onClick={() => {
            setBusy(true);
            clearAndSignOut().catch((error: unknown) => {
              setBusy(false);
              notifyFailure(error, t('settings.clearCache.failed'));
            });
          }}
        >
          {t('settings.clearCache.button')}
        </Button>
      </Stack>
    </Page>
  );
}
