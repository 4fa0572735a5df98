import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionIcon } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { KeepAlive } from '@/components/keep-alive/KeepAlive';
import { SnapshotStrip } from '@/components/snapshot-strip';
import { TopBar } from '@/components/top-bar/TopBar';
import { ChannelStrip } from '@/components/tab-bar';
import { HOME_LISTS, attentionFeed, homeFeeds, isHomeList, type HomeList } from '../api/home-feeds';
import { AdStrip } from '../components/AdStrip';
import { BANNER_LOCATIONS, Banners } from '../components/Banners';
import { CreatorList } from '../components/CreatorList';
import { ExcludeAuthorMenu } from '../components/ExcludeAuthorMenu';
import { FollowedAuthors } from '../components/FollowedAuthors';
import { LocationFeed } from '../components/LocationFeed';
import { SearchLink } from '../components/SearchLink';
import { PostFeed } from '@/components/feed-list/PostFeed';
import { SubTabs } from '../components/SubTabs';
import classes from '../components/feed.module.css';
import { LineIcon } from '@/components/icons/LineIcon';
import { userIdAtom } from '@/lib/session';

function HomeListPane({ list }: { list: HomeList }) {
  const { t } = useTranslation();
  const userId = useAtomValue(userIdAtom);
  const attention = useMemo(() => attentionFeed(userId), [userId]);
  const label = t(`backend.home.${list}`);
  switch (list) {
    case 'recommended':
      return (
        <PostFeed
          query={homeFeeds.recommended}
          label={label}
          ads
          menu={(post) => <ExcludeAuthorMenu post={post} />}
        />
      );
    case 'author':
      return <FollowedAuthors label={label} />;
    case 'follow':
      return <CreatorList label={label} />;
    case 'location':
      return <LocationFeed />;
    case 'attention':
      // The snapshots of the people followed open the following feed.
      return (
        <>
          <SnapshotStrip />
          <PostFeed query={attention} label={label} ads emptyText={t('feed.home.attentionEmpty')} />
        </>
      );
    case 'hot':
    case 'new':
      return <PostFeed query={homeFeeds[list]} label={label} ads />;
  }
}

/** The posts the member read lately (/post/viewed), from the home tab's top bar. */
function HistoryLink() {
  const { t } = useTranslation();
  return (
    <ActionIcon
      component={Link}
      to="/post/viewed"
      variant="subtle"
      color="gray"
      size={44}
      radius="xl"
      aria-label={t('post.lists.viewed')}
    >
      <LineIcon
        d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3M4.5 4.5v3.5H8M12 8v4.5l3 2"
        size={22}
        strokeWidth={1.8}
      />
    </ActionIcon>
  );
}

/** The home tab: banners, the top ad, and the sub-lists (each kept alive with its scroll). */
export function HomePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requested = params.get('list');
  const list: HomeList = isHomeList(requested) ? requested : 'recommended';

  return (
    <>
      <TopBar
        title={t('feed.tabs.index')}
        back={false}
        right={
          <>
            <SearchLink />
            <HistoryLink />
          </>
        }
      />
      <ChannelStrip />
      <Banners location={BANNER_LOCATIONS.home} />
      <AdStrip />
      <div className={classes.subTabs}>
        <SubTabs
          label={t('feed.home.label')}
          keys={HOME_LISTS}
          active={list}
          href={(key) => (key === 'recommended' ? '?' : `?list=${key}`)}
          names="backend.home"
        />
      </div>
      <KeepAlive scope="home" activeKey={list}>
        <HomeListPane list={list} />
      </KeepAlive>
    </>
  );
}
