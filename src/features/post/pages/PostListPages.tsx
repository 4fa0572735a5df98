import { Chip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CreatorStrip } from '@/components/creator-strip';
import { PostFeed } from '@/components/feed-list/PostFeed';
import { TopBar } from '@/components/top-bar/TopBar';
import {
  findByPost,
  localPosts,
  pictures,
  rankList,
  similarPosts,
  tagPosts,
  useTags,
  videoLists,
  type VideoListName,
} from '../api/post-lists';
import { RankBadge } from '../components/RankBadge';
import classes from '../components/post.module.css';

function Missing({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <TopBar title={title} />
      <div className={classes.message} data-post-state="failure">
        <p>{t('post.lists.missing')}</p>
      </div>
    </>
  );
}

const RANKS = { likes: 1, comments: 2, views: 3 } as const;

/** /post/rank?by=likes|comments|views */
export function RankPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const by =
    (Object.keys(RANKS) as Array<keyof typeof RANKS>).find((k) => k === params.get('by')) ??
    'likes';
  return (
    <>
      <TopBar title={t('post.lists.rank')} />
      <Chip.Group value={by} onChange={(v) => setParams({ by: String(v) }, { replace: true })}>
        <div
          className={classes.comments}
          role="radiogroup"
          aria-label={t('post.lists.rankBy')}
          style={{ flexDirection: 'row', flexWrap: 'wrap' }}
        >
          {Object.keys(RANKS).map((k) => (
            <Chip key={k} value={k} size="sm">
              {t(`post.lists.rankBy_${k}`)}
            </Chip>
          ))}
        </div>
      </Chip.Group>
      <PostFeed
        key={by}
        query={rankList(RANKS[by])}
        label={t('post.lists.rank')}
        menu={(post) => <RankBadge post={post} />}
      />
    </>
  );
}

/** /post/tags?tagId= : the topics, and the posts of the chosen one. */
export function TagsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data: tags } = useTags();
  const tagId = params.get('tagId') ?? tags?.[0]?.tagId ?? null;
  return (
    <>
      <TopBar title={t('post.lists.tags')} />
      {tags?.length ? (
        <Chip.Group
          value={tagId ?? ''}
          onChange={(v) => setParams({ tagId: String(v) }, { replace: true })}
        >
          <div
            className={classes.comments}
            role="radiogroup"
            aria-label={t('post.lists.tags')}
            style={{ flexDirection: 'row', flexWrap: 'wrap' }}
          >
            {tags.map((tag) => (
              <Chip key={tag.tagId} value={tag.tagId} size="sm">
                {tag.name}
              </Chip>
            ))}
          </div>
        </Chip.Group>
      ) : null}
      {tagId ? <PostFeed key={tagId} query={tagPosts(tagId)} label={t('post.lists.tags')} /> : null}
    </>
  );
}

/** /post/similarPosts?postId= */
export function SimilarPostsPage() {
  const { t } = useTranslation();
  const postId = useSearchParams()[0].get('postId');
  const title = t('post.lists.similar');
  if (!postId) return <Missing title={title} />;
  return (
    <>
      <TopBar title={title} />
      <PostFeed query={similarPosts(postId)} label={title} />
    </>
  );
}

/** /post/find?postId= : find more from a post. */
export function FindMorePage() {
  const { t } = useTranslation();
  const postId = useSearchParams()[0].get('postId');
  const title = t('post.lists.find');
  if (!postId) return <Missing title={title} />;
  return (
    <>
      <TopBar title={title} />
      <PostFeed query={findByPost(postId)} label={title} />
    </>
  );
}

/** /post/locals?code= : posts of a location channel. */
export function LocalsPage() {
  const { t } = useTranslation();
  const code = useSearchParams()[0].get('code');
  const title = t('post.lists.locals');
  if (!code) return <Missing title={title} />;
  return (
    <>
      <TopBar title={title} />
      <PostFeed query={localPosts(code)} label={title} />
    </>
  );
}

/** /post/picture */
export function PicturePage() {
  const { t } = useTranslation();
  const title = t('post.lists.picture');
  return (
    <>
      <TopBar title={title} />
      <PostFeed query={pictures} label={title} />
    </>
  );
}

/** /post/video/{aVList,bigVList,list,pinkedList,recommendVList} */
export function VideoListPage({ list }: { list: VideoListName }) {
  const { t } = useTranslation();
  const title = t(`post.lists.video_${list}`);
  return (
    <>
      <TopBar title={title} />
      {/* Long videos open with the actress creators who make most of them. */}
      {list === 'aVList' ? <CreatorStrip kind="actress" /> : null}
      <PostFeed query={videoLists[list]} label={title} />
    </>
  );
}
