import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { Post } from '@/api/schemas/post';
import { CommentThread } from '@/components/comments';
import { Page } from '@/components/page/Page';
import { isPostNotFound } from '@/components/post-card';
import { QueryEmpty, QueryState } from '@/components/query-state/QueryState';
import { APP_PATHS, postPath } from '@/lib/app-paths';
import { truncate } from '@/lib/format';
import { useCommentedPost } from '../api/post';
import classes from './comment-pages.module.css';

export const commentPath = (postId: string) =>
  `/column/comment?postId=${encodeURIComponent(postId)}`;

/** The post the comments belong to: its author, the start of its text, and the way to it. */
function PostSummary({ post }: { post: Post }) {
  const { t } = useTranslation();
  const preview = truncate(post.content);
  return (
    <div className={classes.summary} data-post-summary="">
      <Text size="sm" fw={600}>
        {post.userInfo.nickname || post.userInfo.username}
      </Text>
      <Text size="sm" className={classes.text}>
        {preview.text}
        {preview.truncated ? '…' : ''}
      </Text>
      <Button component={Link} to={postPath(post.postId)} variant="subtle" size="compact-sm">
        {t('comments.pages.viewPost')}
      </Button>
    </div>
  );
}

function usePostParam() {
  const [params] = useSearchParams();
  return params.get('postId') ?? '';
}

/**
 * The commented post's cell. A post the server does not have (its code), or a link that names
 * none, is "not found" with the way home: no retry would help. Any other failure (no network, a
 * server error) keeps the retry, as the post may well be there.
 */
function CommentedPost({
  postId,
  children,
}: {
  postId: string;
  children: (post: Post) => ReactNode;
}) {
  const { t } = useTranslation();
  const post = useCommentedPost(postId);
  if (postId === '' || (post.status === 'error' && isPostNotFound(post.error))) {
    return (
      <QueryEmpty data-post-state="not-found">
        <Stack align="center" gap="sm">
          <Text role="alert">{t('post.detail.notFound')}</Text>
          <Button component={Link} to={APP_PATHS.home} variant="default">
            {t('post.detail.home')}
          </Button>
        </Stack>
      </QueryEmpty>
    );
  }
  return <QueryState query={post}>{children}</QueryState>;
}

/**
 * /column/comment?postId=: the writing page. The box first (focused), sending through the
 * spec's "reply to post" call, then every comment of the post with their menus.
 */
export function CommentPage() {
  const { t } = useTranslation();
  const postId = usePostParam();
  return (
    <Page title={t('comments.pages.writeTitle')}>
      <CommentedPost postId={postId}>
        {(data) => (
          <>
            <PostSummary post={data} />
            <CommentThread post={data} endpoint="replyPost" autoFocus />
          </>
        )}
      </CommentedPost>
    </Page>
  );
}

/**
 * /column/lookComment?postId=: the reading page. Every comment of the post with their replies,
 * likes and menus, without a box; "write a comment" leads to /column/comment.
 */
export function LookCommentPage() {
  const { t } = useTranslation();
  const postId = usePostParam();
  return (
    <Page title={t('comments.pages.lookTitle')}>
      <CommentedPost postId={postId}>
        {(data) => (
          <>
            <PostSummary post={data} />
            <Button component={Link} to={commentPath(data.postId)} fullWidth mt="sm">
              {t('comments.pages.write')}
            </Button>
            <CommentThread post={data} composer={false} />
          </>
        )}
      </CommentedPost>
    </Page>
  );
}
