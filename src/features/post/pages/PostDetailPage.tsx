import { Button } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PostCard, PostCardSkeleton } from '@/components/post-card';
import { TopBar } from '@/components/top-bar/TopBar';
import { userIdAtom } from '@/lib/session';
import { usePostDetail, usePostStatistics } from '../api/post-detail';
import { CommentPreview } from '../components/CommentPreview';
import { DeletePostButton } from '../components/DeletePostButton';
import classes from '../components/post.module.css';

/** /post/postDetail?postId=: the post, its video, its actions and its first comments. */
export function PostDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const postId = params.get('postId') ?? '';
  const viewerId = useAtomValue(userIdAtom);
  const { data: post, status } = usePostDetail(postId);
  const { markRead, markPlayed } = usePostStatistics();

  // Read once per visit of this post (not again when its data refreshes after a like).
  const readFor = useRef<string | null>(null);
  useEffect(() => {
    if (!post || readFor.current === post.postId) return;
    readFor.current = post.postId;
    markRead(post);
  }, [post, markRead]);

  const title = t('post.detail.title');
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
  if (status === 'error' || !post) {
    return (
      <>
        <TopBar title={title} />
        <div className={classes.message} data-post-state="failure">
          <p>{t('post.detail.notFound')}</p>
          <Button component={Link} to="/column/columnTabbar/index" variant="default">
            {t('post.detail.home')}
          </Button>
        </div>
      </>
    );
  }
  return (
    <>
      <TopBar title={title} />
      <PostCard post={post} detail onFirstPlay={markPlayed} />
      {post.userId === viewerId ? (
        <div style={{ paddingInline: 'var(--mantine-spacing-md)' }}>
          <DeletePostButton postId={post.postId} />
        </div>
      ) : null}
      <CommentPreview post={post} />
    </>
  );
}
