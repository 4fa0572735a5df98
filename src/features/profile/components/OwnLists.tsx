import { Tabs } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PostFeed } from '@/components/feed-list/PostFeed';
import { useActiveInView } from '@/components/tab-bar';
import tabClasses from '@/components/tab-bar/TabBar.module.css';
import { ownFeedQuery, type OwnList } from '../api/own';
import { OwnPostMenu } from './OwnPostMenu';
import { SnapshotGrid } from './SnapshotGrid';
import classes from './profile.module.css';

type ListName = OwnList | 'snapshots';

const LISTS: { list: ListName; label: string; empty: string }[] = [
  { list: 'posts', label: 'people.lists.posts', empty: 'people.lists.emptyPosts' },
  { list: 'favourites', label: 'people.lists.favourites', empty: 'people.lists.emptyFavourites' },
  {
    list: 'collections',
    label: 'people.lists.collections',
    empty: 'people.lists.emptyCollections',
  },
];

/** personalInfo adds the long videos and the snapshots (section 2). */
const MORE_LISTS: typeof LISTS = [
  { list: 'videos', label: 'people.lists.videos', empty: 'people.lists.emptyVideos' },
  { list: 'snapshots', label: 'people.lists.snapshots', empty: 'people.lists.emptySnapshots' },
];

/**
 * The member's own lists: posts (with their review state and delete), liked posts and
 * collections. The open list is in the URL (?list=), so back returns to it.
 */
export function OwnLists({ all = false, userId }: { all?: boolean; userId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const lists = all ? [...LISTS, ...MORE_LISTS] : LISTS;
  const isList = (value: string | null): value is ListName => lists.some((l) => l.list === value);
  const requested = params.get('list');
  const current: ListName = isList(requested) ? requested : 'posts';
  const active = lists.find((l) => l.list === current)!;
  const tabList = useRef<HTMLDivElement>(null);
  useActiveInView(tabList, current);
  return (
    <section aria-label={t('people.lists.label')} className={classes.tabs}>
      <Tabs
        value={current}
        onChange={(value) => {
          if (!isList(value)) return;
          const next = new URLSearchParams(params);
          next.set('list', value);
          setParams(next, { replace: true });
        }}
      >
        <Tabs.List ref={tabList} className={tabClasses.tabList}>
          {lists.map((l) => (
            <Tabs.Tab key={l.list} value={l.list}>
              {t(l.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {current === 'snapshots' ? (
        <SnapshotGrid userId={userId} emptyText={t(active.empty)} />
      ) : (
        <PostFeed
          key={current}
          query={ownFeedQuery(current)}
          label={t(active.label)}
          emptyText={t(active.empty)}
          menu={
            current === 'posts' || current === 'videos'
              ? (post) => <OwnPostMenu post={post} />
              : undefined
          }
        />
      )}
    </section>
  );
}
