import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { POST_TYPES } from '@/api/schemas/post';
import { pickedFeed, pinkedVideoFeed, rankingFeed, typeFeed } from '../api/home-feeds';
import { BANNER_LOCATIONS, Banners } from '../components/Banners';
import { ListLinks, TAB_LIST_LINKS } from '../components/ListLinks';
import { CreatorStrip } from '@/components/creator-strip';
import { PostFeed } from '@/components/feed-list/PostFeed';
import { SubTabs } from '../components/SubTabs';
import { TabPage } from '../components/TabPage';
import classes from '../components/feed.module.css';

/** findPost: the editors' picks (sort asc with sortType 2). */
export function FindPostPage() {
  const { t } = useTranslation();
  return (
    <TabPage title={t('feed.tabs.findPost')}>
      <ListLinks links={TAB_LIST_LINKS.findPost} />
      <PostFeed query={pickedFeed} ads label={t('feed.tabs.findPost')} />
    </TabPage>
  );
}

/** videoPost: the video banners, the top big-V creators, then video posts. */
export function VideoPostPage() {
  const { t } = useTranslation();
  return (
    <TabPage title={t('feed.tabs.videoPost')}>
      <ListLinks links={TAB_LIST_LINKS.videoPost} />
      <Banners location={BANNER_LOCATIONS.video} />
      <CreatorStrip kind="v" />
      <PostFeed query={typeFeed(POST_TYPES.video)} ads label={t('feed.tabs.videoPost')} />
    </TabPage>
  );
}

/** picPost: the top certified (goddess) creators, then picture posts. */
export function PicPostPage() {
  const { t } = useTranslation();
  return (
    <TabPage title={t('feed.tabs.picPost')}>
      <ListLinks links={TAB_LIST_LINKS.picPost} />
      <CreatorStrip kind="goddess" />
      <PostFeed query={typeFeed(POST_TYPES.picture)} ads label={t('feed.tabs.picPost')} />
    </TabPage>
  );
}

/** pinkedList: picked videos. */
export function PinkedListPage() {
  const { t } = useTranslation();
  return (
    <TabPage title={t('feed.tabs.pinkedList')}>
      <PostFeed query={pinkedVideoFeed} ads label={t('feed.tabs.pinkedList')} />
    </TabPage>
  );
}

const RANKINGS = ['likes', 'comments', 'views'] as const;
const SORT_TYPE = { likes: 1, comments: 2, views: 3 } as const;

/** rankPost: the ranking by likes, comments or views. */
export function RankPostPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const by = RANKINGS.find((r) => r === params.get('by')) ?? 'likes';
  return (
    <TabPage title={t('feed.tabs.rankPost')}>
      <ListLinks links={TAB_LIST_LINKS.rankPost} />
      <div className={classes.subTabs}>
        <SubTabs
          label={t('feed.rank.label')}
          keys={RANKINGS}
          active={by}
          href={(key) => `?by=${key}`}
          names="feed.rank"
        />
      </div>
      <PostFeed key={by} query={rankingFeed(SORT_TYPE[by])} label={t(`feed.rank.${by}`)} />
    </TabPage>
  );
}
