import { Anchor } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scenarios } from '../scenarios';
import { STORY_SCREENS_FILE, storyHref, type StoryScreens } from './story-link';

/**
 * "This screen in Storybook", where the review site says which story shows it: the same state, in
 * the same theme and language (story-link.ts).
 */
export function StoryLink() {
  const { t, i18n } = useTranslation('qa');
  const [screens, setScreens] = useState<StoryScreens | null>(null);
  useEffect(() => {
    const base = new URL(import.meta.env.BASE_URL, window.location.href);
    fetch(new URL(STORY_SCREENS_FILE, base))
      .then((response) => (response.ok ? (response.json() as Promise<StoryScreens>) : null))
      .then(setScreens)
      // Not the review site: no map, no link.
      .catch(() => setScreens(null));
  }, []);
  if (!screens) return null;
  const href = storyHref(
    screens,
    window.location.pathname,
    new URL(import.meta.env.BASE_URL, window.location.href).toString(),
    {
      scenario: sessionStorage.getItem('mock:scenario') ?? '',
      // The scheme the page shows (a 'system' choice resolved).
      theme:
        document.documentElement.getAttribute('data-mantine-color-scheme') === 'light'
          ? 'light'
          : 'dark',
      locale: i18n.language,
      toolbarScenarios: scenarios.map((s) => s.name),
    },
  );
  return href ? (
    <Anchor href={href} target="_blank" rel="noreferrer" size="sm">
      {t('storyLink')}
    </Anchor>
  ) : null;
}
