import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { searchPath } from '@/lib/app-paths';

/** The search button of the feed tabs' top bar (the search screen is the search feature's). */
export function SearchLink() {
  const { t } = useTranslation();
  return (
    <ActionIcon
      component={Link}
      to={searchPath()}
      variant="subtle"
      color="gray"
      size={44}
      radius="xl"
      aria-label={t('search.open')}
      data-testid="open-search"
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
    </ActionIcon>
  );
}
