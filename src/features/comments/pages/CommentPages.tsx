import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { Post } from '@/api/schemas/post';
import { CommentThread } from '@/components/comments';
import { Page } from '@/components/page/Page';
import { QueryState } from '@/components/query-state/QueryState';
import { postPath } from '@/lib/app-paths';
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
 * /column/comment?postId=: the writing page. The box first (focused), sending through the
 * spec's "reply to post" call, then every comment of the post with their menus.
 */
export function CommentPage() {
  const { t } = useTranslation();
  const postId = usePostParam();
  const post = useCommentedPost(postId);
  return (
    <Page title={t('comments.pages.writeTitle')}>
      <QueryState query={post}>
        {(data) => (
          <>
            <PostSummary post={data} />
            <CommentThread post={data} endpoint="replyPost" autoFocus />
          </>
        )}
      </QueryState>
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
  const post = useCommentedPost(postId);
  return (
    <Page title={t('comments.pages.lookTitle')}>
      <QueryState query={post}>
        {(data) => (
          <>
            <PostSummary post={data} />
            <Button component={Link} to={commentPath(data.postId)} fullWidth mt="sm">
              {t('comments.pages.write')}
            </Button>
            <CommentThread post={data} composer={false} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
