import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGeneralConfig } from '@/lib/app-config';
import { classifyLink } from '@/lib/safe-link';

/**
 * The mobile app's download entry (accounts spec, section 1: "a community with a mobile app
 * download"; section 6: "Chat is only on the app for now"). The address is the general config's
 * `landingPageUrl`, opened through the safe-link rules: an app path in the app, an http(s)
 * address in a new tab without opener or referrer; anything else (javascript:, data:, a
 * protocol-relative host) shows no entry at all, nor does a config that did not load.
 */
export function AppDownload({
  note,
}: {
  /** A line above the button saying why. */ note?: string;
}) {
  const { t } = useTranslation();
  const link = classifyLink(useGeneralConfig().data?.landingPageUrl);
  if (!link) return null;
  const button =
    link.kind === 'internal' ? (
      <Button component={Link} to={link.path} variant="light" size="sm" data-app-download="">
        {t('common.appDownload')}
      </Button>
    ) : (
      <Button
        component="a"
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        size="sm"
        data-app-download=""
      >
        {t('common.appDownload')}
      </Button>
    );
  return (
    <>
      {note ? (
        <Text size="sm" c="dimmed" ta="center">
          {note}
        </Text>
      ) : null}
      {button}
    </>
  );
}
