import { Button, Group, Switch } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment, Reply } from '@/api/schemas/comment';
import type { Post } from '@/api/schemas/post';
import type { UserBrief } from '@/api/schemas/user';
import { FeedList } from '@/components/feed-list/FeedList';
import { ReportDialog, type ReportTarget } from '@/components/report-dialog/ReportDialog';
import { useCurrentUser } from '@/lib/current-user';
import { useFeedPaging } from '@/lib/feed-paging';
import { formatCount } from '@/lib/format';
import { userIdAtom } from '@/lib/session';
import { commentsQuery } from './comment-cache';
import type { MenuAction } from './comment-menu';
import {
  useCloseComments,
  useDeleteComment,
  useDeleteReply,
  usePinComment,
  useSendComment,
  type ReplyTarget,
} from './comment-mutations';
import { BatchDeleteBar } from './BatchDeleteBar';
import { CommentComposer } from './CommentComposer';
import { CommentItem, type RowHandlers } from './CommentItem';
import { CommentMenu, type MenuTarget } from './CommentMenu';
import { pickKey, type Picked } from './selection';
import classes from './comments.module.css';

export interface CommentThreadProps {
  post: Post;
  /** The post-level call: "add comment" on post detail, "reply to post" on the comment page. */
  endpoint?: 'add' | 'replyPost';
  /** Without the box: the read view of /column/lookComment. */
  composer?: boolean;
  autoFocus?: boolean;
}

const nameOf = (u: UserBrief) => u.nickname || u.username;

function reportTargetOf(postId: string, { comment, reply }: MenuTarget): ReportTarget {
  const row = reply ?? comment;
  return {
    kind: reply ? 'reply' : 'comment',
    id: reply ? reply.replyId : comment.commentId,
    user: { userId: row.userInfo.userId, username: row.userInfo.username },
    postId,
    commentId: comment.commentId,
  };
}

/**
 * All comments of a post: the box, the list 10 at a time with replies 3 at a time, the menu by
 * kind of comment, the report dialog, and for the post's author closing comments and the
 * batch-delete mode.
 */
export function CommentThread({
  post,
  endpoint = 'add',
  composer = true,
  autoFocus,
}: CommentThreadProps) {
  const { t } = useTranslation();
  const { postId } = post;
  const viewerId = useAtomValue(userIdAtom);
  const me = useCurrentUser().data;
  const isOwner = viewerId === post.userId;
  const paging = useFeedPaging(commentsQuery(postId));

  const send = useSendComment(postId, endpoint);
  const pin = usePinComment(postId);
  const removeComment = useDeleteComment(postId);
  const removeReply = useDeleteReply(postId);
  const closeComments = useCloseComments(postId);

  const [target, setTarget] = useState<ReplyTarget | null>(null);
  const [focusSignal, setFocusSignal] = useState(0);
  const [menu, setMenu] = useState<MenuTarget | null>(null);
  const [report, setReport] = useState<ReportTarget | null>(null);
  const [selection, setSelection] = useState<Map<string, Picked> | null>(null);

  const author: UserBrief | null = viewerId
    ? (me ?? { userId: viewerId, username: '', headImgUrl: null })
    : null;

  const handlers: RowHandlers = {
    onReply: (comment: Comment, reply?: Reply) => {
      const to = reply?.userInfo ?? comment.userInfo;
      setTarget({ commentId: comment.commentId, replyId: reply?.replyId, name: nameOf(to) });
      setFocusSignal((n) => n + 1);
    },
    onMenu: (comment: Comment, reply?: Reply) => {
      if (!selection) setMenu({ comment, reply });
    },
    selection,
    onPick: (picked, on) =>
      setSelection((current) => {
        const next = new Map(current ?? []);
        if (on) next.set(pickKey(picked), picked);
        else next.delete(pickKey(picked));
        return next;
      }),
  };

  const onAction = useCallback(
    (action: MenuAction, at: MenuTarget) => {
      const done = { onSuccess: () => setMenu(null) };
      if (action === 'report') {
        setMenu(null);
        setReport(reportTargetOf(postId, at));
      } else if (action === 'pin' || action === 'unpin') {
        pin.mutate(
          { comment: at.comment, on: action === 'pin' },
          { onSettled: () => setMenu(null) },
        );
      } else if (at.reply) {
        removeReply.mutate({ comment: at.comment, reply: at.reply }, done);
      } else {
        removeComment.mutate(at.comment, done);
      }
    },
    [postId, pin, removeReply, removeComment],
  );

  const closedForMe = post.closeComment && !isOwner;
  return (
    <section className={classes.thread} aria-labelledby={`comments-title-${postId}`}>
      <div className={classes.header}>
        <h2 id={`comments-title-${postId}`} className={classes.title}>
          {t('comments.title', { n: formatCount(post.commentNum) })}
        </h2>
        <Group gap="xs">
          {isOwner ? (
            <>
              <Switch
                label={t('comments.closeSwitch')}
                checked={post.closeComment}
                disabled={closeComments.isPending}
                onChange={(e) => closeComments.mutate(e.currentTarget.checked)}
              />
              <Button
                variant="default"
                size="compact-sm"
                aria-pressed={selection !== null}
                onClick={() => setSelection((s) => (s ? null : new Map()))}
              >
                {t('comments.batch.start')}
              </Button>
            </>
          ) : (
            <Button
              variant="subtle"
              size="compact-sm"
              color="gray"
              onClick={() =>
                setReport({
                  kind: 'post',
                  id: postId,
                  user: { userId: post.userId, username: post.userInfo.username },
                })
              }
            >
              {t('comments.reportPost')}
            </Button>
          )}
        </Group>
      </div>
      {post.closeComment ? <p className={classes.secondary}>{t('comments.closed')}</p> : null}
      {composer ? (
        <CommentComposer
          postId={postId}
          author={author}
          target={target}
          onTargetChange={setTarget}
          send={send.mutateAsync}
          sending={send.isPending}
          closed={closedForMe}
          autoFocus={autoFocus}
          focusSignal={focusSignal}
        />
      ) : null}
      <FeedList
        paging={paging}
        feedKey={`comments:${postId}`}
        label={t('comments.listLabel')}
        getKey={(c) => c.commentId}
        renderItem={(c) => <CommentItem comment={c} handlers={handlers} />}
        estimateSize={120}
        emptyText={t('comments.empty')}
        articles={false}
      />
      {selection ? (
        <BatchDeleteBar postId={postId} selection={selection} onDone={() => setSelection(null)} />
      ) : null}
      <CommentMenu
        target={menu}
        viewerId={viewerId}
        postOwnerId={post.userId}
        onClose={() => setMenu(null)}
        onAction={onAction}
        busy={pin.isPending || removeComment.isPending || removeReply.isPending}
      />
      <ReportDialog target={report} onClose={() => setReport(null)} />
    </section>
  );
}
