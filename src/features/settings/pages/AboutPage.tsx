import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppDownload } from '@/components/app-download/AppDownload';
import { Page } from '@/components/page/Page';
import { useGeneralConfig } from '@/lib/app-config';
import { SITE_NAME } from '@/lib/site';

/** The site version, from package.json at build time (vite.config.ts): not the whole manifest in the bundle. */
const version = __APP_VERSION__;

/**
 * /column/settings/aboutUs: the community, the site version, the app's download entry and the
 * support mail.
 */
export function AboutPage() {
  const { t } = useTranslation();
  const mail = useGeneralConfig().data?.mail;
  return (
    <Page title={t('settings.about.title')}>
      <Stack align="center" gap="sm" py="xl">
        <Title order={2}>{SITE_NAME}</Title>
        <Text data-site-version={version}>{t('settings.about.version', { version })}</Text>
        <Text ta="center">{t('settings.about.body')}</Text>
        <AppDownload note={t('common.appDownloadNote')} />
        {mail ? (
          <Text>
            {t('settings.about.mail')} <Anchor href={`mailto:${mail}`}>{mail}</Anchor>
          </Text>
        ) : null}
      </Stack>
    </Page>
  );
}
