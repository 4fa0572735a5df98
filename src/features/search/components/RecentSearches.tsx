import { Button, Chip, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './search.module.css';

/** The member's recent searches (on this device), newest first, and a clear button. */
export function RecentSearches({
  list,
  onPick,
  onClear,
}: {
  list: readonly string[];
  onPick: (keyword: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (!list.length) return null;
  return (
    <section className={classes.section} aria-labelledby="recent-searches">
      <div className={classes.sectionHead}>
        <Title order={2} size="h5" id="recent-searches">
          {t('search.recent')}
        </Title>
        <Button variant="subtle" color="gray" size="compact-md" onClick={onClear}>
          {t('search.clearRecent')}
        </Button>
      </div>
      <ul className={classes.chips} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {list.map((keyword) => (
          <li key={keyword}>
            <Chip checked={false} size="sm" onChange={() => onPick(keyword)} data-recent={keyword}>
              {keyword}
            </Chip>
          </li>
        ))}
      </ul>
    </section>
  );
}
