import { Radio, Stack, useMantineColorScheme } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/Page';
import { changeLanguage } from '@/lib/i18n';
import {
  isLanguage,
  isThemeChoice,
  LANGUAGES,
  readThemeChoice,
  THEME_CHOICES,
  writeThemeChoice,
  type ThemeChoice,
} from '@/lib/preferences';
import { notifyFailure } from '@/lib/notify';
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from './appearance';

/**
 * /column/settings/theme: dark (the default), light, or follow the system. Kept in the theme
 * cookie, which index.html reads before the first paint (no flash of the other theme).
 */
export function ThemePage() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  // The choice as kept (the cookie), not the scheme on show: 'system' shows as light or dark,
  // and a forced scheme (Storybook's theme toolbar) must not hide what the member chose.
  const [choice, setChoice] = useState<ThemeChoice>(readThemeChoice);
  return (
    <Page title={t('settings.theme.title')}>
      <Radio.Group
        value={choice}
        onChange={(value) => {
          if (!isThemeChoice(value)) return;
          setChoice(value);
          writeThemeChoice(value);
          setColorScheme(value === 'system' ? 'auto' : value);
        }}
        label={t('settings.theme.title')}
      >
        <Stack gap="lg" py="sm">
          {THEME_CHOICES.map((choice) => (
            <Radio key={choice} value={choice} label={t(`settings.theme.${choice}`)} size="md" />
          ))}
        </Stack>
      </Radio.Group>
    </Page>
  );
}

/**
 * /column/settings/setLang: zh_CN, en_US and ja in their own words. The choice sets the language
 * cookie (365 days) and changes the app at once, without a reload; server texts (messages,
 * notices) are fetched again in the new language.
 */
export function LanguagePage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Page title={t('settings.language.title')}>
      <Radio.Group
        value={i18n.language}
        label={t('settings.language.title')}
        onChange={(value) => {
          if (!isLanguage(value)) return;
          changeLanguage(value)
            .then(() => queryClient.invalidateQueries())
            .catch((error: unknown) => notifyFailure(error, t('settings.saveFailed')));
        }}
      >
        <Stack gap="lg" py="sm">
          {LANGUAGES.map((language) => (
            <Radio
              key={language}
              value={language}
              size="md"
              label={<span lang={LANGUAGE_TAGS[language]}>{LANGUAGE_NAMES[language]}</span>}
            />
          ))}
        </Stack>
      </Radio.Group>
    </Page>
  );
}
