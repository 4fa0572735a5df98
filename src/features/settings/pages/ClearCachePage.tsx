import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/Page';
import { notifyFailure } from '../components/failure';
import { clearCache, formatBytes, type ClearedCache } from './cache';

/** /column/settings/clearCache: says what goes and what stays, then clears and tells the size. */
export function ClearCachePage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<ClearedCache | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Page title={t('settings.clearCache.title')}>
      <Stack gap="md">
        <Text fw={600}>{t('settings.clearCache.clears')}</Text>
        <List>
          <List.Item>{t('settings.clearCache.queries')}</List.Item>
          <List.Item>{t('settings.clearCache.media')}</List.Item>
          <List.Item>{t('settings.clearCache.drafts')}</List.Item>
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
            clearCache(queryClient)
              .then(setResult)
              .catch((error: unknown) => notifyFailure(error, t('settings.clearCache.failed')))
              .finally(() => setBusy(false));
          }}
        >
          {t('settings.clearCache.button')}
        </Button>
        {result ? (
          <Alert color="green" role="status" data-cleared="">
            {result.freedBytes === null
              ? t('settings.clearCache.done')
              : t('settings.clearCache.freed', {
                  size: formatBytes(result.freedBytes, i18n.language),
                })}
          </Alert>
        ) : null}
      </Stack>
    </Page>
  );
}
