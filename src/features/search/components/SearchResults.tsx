import { Tabs } from '@mantine/core';
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/Avatar';
import { FeedList } from '@/components/feed-list/FeedList';
import { PostFeed } from '@/components/feed-list/PostFeed';
import { profilePath } from '@/lib/app-paths';
import { useFeedPaging, type FeedPaging } from '@/lib/feed-paging';
import { searchEntries, searchPosts } from '../api/search';
import {
  SIGN_PREVIEW,
  locationEntries,
  signPreview,
  userEntries,
  type LocationEntry,
  type UserEntry,
} from '../entries';
import { localsPath } from '../paths';
import classes from './search.module.css';

export const RESULT_TABS = ['users', 'locations', 'posts', 'videos'] as const;
export type ResultTab = (typeof RESULT_TABS)[number];
export const isResultTab = (v: string | null): v is ResultTab =>
  (RESULT_TABS as readonly string[]).includes(v ?? '');

/** An empty tab says what found nothing, and what to try instead. */
export function emptyText(t: TFunction, tab: ResultTab, keyword: string): string {
  return `${t(`search.empty.${tab}`, { keyword })} ${t('search.suggestion')}`;
}

/** The same paging with only the entries a tab keeps (the rest of the page is dropped). */
function useFiltered<T, U>(paging: FeedPaging<T>, pick: (rows: T[]) => U[]): FeedPaging<U> {
  const { items } = paging;
  const kept = useMemo(() => pick(items), [items, pick]);
  return { ...paging, items: kept };
}

function UserRow({ user, onOpen }: { user: UserEntry; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Link
      to={profilePath(user.userId)}
      className={classes.entry}
      onClick={onOpen}
      data-user-id={user.userId}
    >
      <Avatar headImgUrl={user.headImgUrl} alt="" size={44} />
      <span className={classes.grow}>
        <span className={classes.ellipsis}>{user.username}</span>
        <span className={classes.secondary}>
          {signPreview(user.sign, SIGN_PREVIEW) ?? t('search.noSign')}
        </span>
      </span>
    </Link>
  );
}

function LocationRow({ place, onOpen }: { place: LocationEntry; onOpen: () => void }) {
  return (
    <Link
      to={localsPath(place.uid)}
      className={classes.entry}
      onClick={onOpen}
      data-location={place.uid}
    >
      <span className={classes.pin} aria-hidden="true">
        <svg width="20" height="20" viewBox="0 0 24 24">
          <path
            d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <circle cx="12" cy="10" r="2.3" fill="currentColor" />
        </svg>
      </span>
      <span className={`${classes.grow} ${classes.ellipsis}`}>{place.address}</span>
    </Link>
  );
}

function EntryList({
  keyword,
  tab,
  onOpen,
}: {
  keyword: string;
  tab: 'users' | 'locations';
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const query = searchEntries(keyword);
  const paging = useFeedPaging(query);
  const users = useFiltered(paging, userEntries);
  const places = useFiltered(paging, locationEntries);
  const common = {
    feedKey: `${JSON.stringify(query.queryKey)}:${tab}`,
    label: t(`search.tabs.${tab}`),
    estimateSize: 65,
    articles: false,
    emptyText: emptyText(t, tab, keyword),
  };
  return tab === 'users' ? (
    <FeedList
      {...common}
      paging={users}
      getKey={(u) => u.userId}
      renderItem={(u) => <UserRow user={u} onOpen={onOpen} />}
    />
  ) : (
    <FeedList
      {...common}
      paging={places}
      getKey={(p) => `${p.uid}:${p.userId}`}
      renderItem={(p) => <LocationRow place={p} onOpen={onOpen} />}
    />
  );
}

/** The results of a keyword in four tabs: users, locations, posts, videos. */
export function SearchResults({
  keyword,
  tab,
  onTab,
  onOpen,
}: {
  keyword: string;
  tab: ResultTab;
  onTab: (tab: ResultTab) => void;
  /** The member opened a result: the search counts as made. */
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs value={tab} onChange={(v) => isResultTab(v) && onTab(v)} keepMounted={false}>
      <Tabs.List grow>
        {RESULT_TABS.map((name) => (
          <Tabs.Tab key={name} value={name}>
            {t(`search.tabs.${name}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="users">
        <EntryList keyword={keyword} tab="users" onOpen={onOpen} />
      </Tabs.Panel>
      <Tabs.Panel value="locations">
        <EntryList keyword={keyword} tab="locations" onOpen={onOpen} />
      </Tabs.Panel>
      <Tabs.Panel value="posts">
        <PostFeed
          query={searchPosts(keyword, undefined)}
          label={t('search.tabs.posts')}
          emptyText={emptyText(t, 'posts', keyword)}
        />
      </Tabs.Panel>
      <Tabs.Panel value="videos">
        <PostFeed
          query={searchPosts(keyword, 1)}
          label={t('search.tabs.videos')}
          emptyText={emptyText(t, 'videos', keyword)}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
