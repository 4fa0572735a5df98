import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PostFeed } from '@/components/feed-list/PostFeed';
import { PostCard } from '@/components/post-card';
import { TopBar } from '@/components/top-bar/TopBar';
import { userIdAtom } from '@/lib/session';
import { userHottestVideo, userVideos, viewedPosts } from '../api/post-lists';
import classes from '../components/post.module.css';

/** /post/viewed: the posts the signed-in member read, latest first. */
export function ViewedPostsPage() {
  const { t } = useTranslation();
  const viewerId = useAtomValue(userIdAtom);
  const title = t('post.lists.viewed');
  return (
    <>
      <TopBar title={title} />
      {viewerId ? (
        <PostFeed
          query={viewedPosts(viewerId)}
          label={title}
          emptyText={t('post.lists.viewedEmpty')}
        />
      ) : (
        <div className={classes.message} data-post-state="signed-out">
          <p>{t('post.lists.viewedSignedOut')}</p>
        </div>
      )}
    </>
  );
}

/** The user's most liked video above the list (the first page of the call names it). */
function HottestVideo({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(userHottestVideo(userId));
  if (!data) return null;
  return (
    <section aria-labelledby="hottest-video" className={classes.hottest}>
      <h2 id="hottest-video" className={classes.commentsTitle}>
        {t('post.lists.userVideoHottest')}
      </h2>
      <PostCard post={data} />
    </section>
  );
}

/** /post/video/user?userId= : a user's videos, their most liked one first. */
export function UserVideosPage() {
  const { t } = useTranslation();
  const userId = useSearchParams()[0].get('userId');
  const title = t('post.lists.userVideo');
  if (!userId) {
    return (
      <>
        <TopBar title={title} />
        <div className={classes.message} data-post-state="failure">
          <p>{t('post.lists.missing')}</p>
        </div>
      </>
    );
  }
  return (
    <>
      <TopBar title={title} />
      <HottestVideo userId={userId} />
      <PostFeed query={userVideos(userId)} label={title} />
    </>
  );
}
