import { Anchor } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORY_SCREENS_FILE, storyHref, type StoryScreens } from './story-link';

/** "This screen in Storybook", where the review site says which story shows it (story-link.ts). */
export function StoryLink() {
  const { t } = useTranslation('qa');
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
  );
  return href ? (
    <Anchor href={href} target="_blank" rel="noreferrer" size="sm">
      {t('storyLink')}
    </Anchor>
  ) : null;
}
