import { Button } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '@/components/MediaImage';
import { QueryState } from '@/components/query-state/QueryState';
import { userSnapshotsQuery } from '../api/snapshots';
import classes from './profile.module.css';

/** A user's snapshots as a grid of covers with their read counts, a page at a time. */
export function SnapshotGrid({ userId, emptyText }: { userId: string; emptyText: string }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(userSnapshotsQuery(userId));
  return (
    <QueryState
      query={query}
      empty={emptyText}
      isEmpty={(data) => data.pages.every((p) => p.resultList.length === 0)}
    >
      {(data) => (
        <>
          <ul className={classes.snapshots} aria-label={t('people.lists.snapshots')}>
            {data.pages
              .flatMap((p) => p.resultList)
              .map((s) => (
                <li key={s.id} className={classes.snapshot} data-testid="snapshot">
                  <MediaImage type="image" path={s.cover} alt={s.content} ratio={3 / 4} />
                  <span className={classes.snapshotText}>
                    {t('people.person.reads', { count: s.readNum })}
                  </span>
                </li>
              ))}
          </ul>
          {query.hasNextPage ? (
            <Button
              variant="default"
              fullWidth
              mt="sm"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('people.lists.more')}
            </Button>
          ) : null}
        </>
      )}
    </QueryState>
  );
}
