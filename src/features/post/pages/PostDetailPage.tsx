import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CommentThread } from '@/components/comments';
import { isPostNotFound, PostCard, PostCardSkeleton } from '@/components/post-card';
import { TopBar } from '@/components/top-bar/TopBar';
import { userIdAtom } from '@/lib/session';
import { POST_TYPES, type PostFile } from '@/api/schemas/post';
import { usePostDetail, usePostStatistics } from '../api/post-detail';
import { markVideoAdDone, videoAdDone } from '../api/video-ad';
import { DeletePostButton } from '../components/DeletePostButton';
import { DetailAd } from '../components/DetailAd';
import { FindMoreLinks } from '../components/FindMoreLinks';
import { LikesLink } from '../components/LikesLink';
import { MoreVideosLink } from '../components/MoreVideosLink';
import { PostUnavailable } from '../components/PostUnavailable';
import { ReadCommentsLink } from '../components/ReadCommentsLink';
import { VideoAdOverlay } from '../components/VideoAdOverlay';
import { useAfterFirstPaint } from '../use-after-first-paint';

/** /post/postDetail?postId=: the post, its video, its actions and its comments. */
export function PostDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const postId = params.get('postId') ?? '';
  const viewerId = useAtomValue(userIdAtom);
  const { data: post, status, error, refetch, isRefetching } = usePostDetail(postId);
  const { markRead, markPlayed } = usePostStatistics();
  const belowTheCard = useAfterFirstPaint();
  const [adDone, setAdDone] = useState(videoAdDone);
  const endAd = useCallback(() => {
    markVideoAdDone();
    setAdDone(true);
  }, []);
  // The member started the post's video (the ad had not arrived yet): no ad over it any more.
  const onFirstPlay = useCallback(
    (file: PostFile) => {
      endAd();
      markPlayed(file);
    },
    [endAd, markPlayed],
  );

  // Read once per visit of this post (not again when its data refreshes after a like).
  const readFor = useRef<string | null>(null);
  useEffect(() => {
    if (!post || readFor.current === post.postId) return;
    readFor.current = post.postId;
    markRead(post);
  }, [post, markRead]);

  const title = t('post.detail.title');
  if (postId === '') {
    return (
      <>
        <TopBar title={title} />
        <PostUnavailable notFound />
      </>
    );
  }
  if (status === 'pending') {
    return (
      <>
        <TopBar title={title} />
        <div role="status" aria-label={t('post.list.loading')}>
          <PostCardSkeleton />
        </div>
      </>
    );
  }
  if (status === 'error') {
    return (
      <>
        <TopBar title={title} />
        <PostUnavailable
          notFound={isPostNotFound(error)}
          retrying={isRefetching}
          onRetry={() => void refetch()}
        />
      </>
    );
  }
  return (
    <>
      <TopBar title={title} />
      <PostCard
        post={post}
        detail
        onFirstPlay={onFirstPlay}
        videoOverlay={
          adDone || viewerId === null ? null : <VideoAdOverlay userId={viewerId} onDone={endAd} />
        }
      />
      {belowTheCard ? (
        <>
          {post.postType === POST_TYPES.video ? (
            <MoreVideosLink
              userId={post.userId}
              name={post.userInfo.nickname || post.userInfo.username}
            />
          ) : null}
          <LikesLink postId={post.postId} count={post.thumbupNum} />
          <ReadCommentsLink postId={post.postId} />
          <FindMoreLinks postId={post.postId} />
          <DetailAd video={post.postType === POST_TYPES.video} />
          {post.userId === viewerId ? (
            <div style={{ paddingInline: 'var(--mantine-spacing-md)' }}>
              <DeletePostButton postId={post.postId} />
            </div>
          ) : null}
          {/* The comments live in src/components/comments: the comment pages show them too. */}
          <CommentThread post={post} />
        </>
      ) : null}
    </>
  );
}
