import { ActionIcon, Badge, Button, Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Comment, Reply } from '@/api/schemas/comment';
import type { UserBrief } from '@/api/schemas/user';
import { Avatar } from '@/components/Avatar';
import { UserTags } from '@/components/post-card/UserTags';
import { likeListPath, profilePath } from '@/lib/app-paths';
import { formatCount } from '@/lib/format';
import { isPending } from './comment-cache';
import { useLikeComment, useMoreReplies } from './comment-mutations';
import { pickKey, type Picked, type Selection } from './selection';
import { useLongPress } from './use-long-press';
import classes from './comments.module.css';
import { MoreIcon } from '@/components/icons/MoreIcon';

/** What a row asks of the thread: reply, open its menu, or (batch mode) be chosen. */
export interface RowHandlers {
  onReply: (comment: Comment, reply?: Reply) => void;
  onMenu: (comment: Comment, reply?: Reply) => void;
  /** Present in batch-delete mode. */
  selection: Selection | null;
  onPick: (picked: Picked, on: boolean) => void;
}

const nameOf = (u: UserBrief) => u.nickname || u.username;

function AuthorLine({ user, children }: { user: UserBrief; children?: React.ReactNode }) {
  return (
    <div className={classes.author}>
      <Link to={profilePath(user.userId)}>{nameOf(user)}</Link>
      <UserTags tags={user.tags} />
      {children}
    </div>
  );
}

/**
 * The heart toggles the like; the count beside it opens who liked (a link of its own, so the two
 * never share a tap). The comment's or the reply's id goes to the like list as commentId; a row
 * not yet saved has no id the server knows, so its count is plain text.
 */
function LikeButton({
  liked,
  count,
  label,
  disabled,
  onToggle,
  likedById,
}: {
  liked: boolean;
  count: number;
  label: string;
  disabled: boolean;
  onToggle: () => void;
  likedById: string;
}) {
  const { t } = useTranslation();
  const shown = formatCount(count);
  return (
    <span className={classes.like}>
      <ActionIcon
        variant="subtle"
        color={liked ? 'red' : 'gray'}
        aria-pressed={liked}
        aria-label={label}
        disabled={disabled}
        onClick={onToggle}
      >
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M12 21s-7-4.4-9.3-9A5.3 5.3 0 0 1 12 6a5.3 5.3 0 0 1 9.3 6c-2.3 4.6-9.3 9-9.3 9Z"
            fill={liked ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </ActionIcon>
      {disabled ? (
        <span className={classes.likeCount} data-like-count="">
          {shown}
        </span>
      ) : (
        <Link
          to={likeListPath({ commentId: likedById })}
          className={classes.likeCount}
          aria-label={t('likes.commentCount', { n: shown })}
          data-like-count=""
        >
          {shown}
        </Link>
      )}
    </span>
  );
}

function MoreButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={label}
      onClick={onClick}
      data-comment-more=""
    >
      <MoreIcon size={18} />
    </ActionIcon>
  );
}

function ReplyRow({
  comment,
  reply,
  postId,
  handlers,
}: {
  comment: Comment;
  reply: Reply;
  postId: string;
  handlers: RowHandlers;
}) {
  const { t } = useTranslation();
  const like = useLikeComment(postId);
  const press = useLongPress(() => handlers.onMenu(comment, reply));
  const name = nameOf(reply.userInfo);
  const pending = isPending(reply.replyId);
  const picked: Picked = {
    commentId: comment.commentId,
    replyId: reply.replyId,
    userId: reply.userInfo.userId,
  };
  return (
    <li className={classes.reply} data-reply-id={reply.replyId} {...press}>
      {handlers.selection ? (
        <Checkbox
          className={classes.selectBox}
          aria-label={t('comments.batch.pickReply', { name })}
          checked={handlers.selection.has(pickKey(picked))}
          onChange={(e) => handlers.onPick(picked, e.currentTarget.checked)}
        />
      ) : null}
      <Link
        to={profilePath(reply.userInfo.userId)}
        className={classes.avatarLink}
        tabIndex={-1}
        aria-hidden
      >
        <Avatar headImgUrl={reply.userInfo.headImgUrl} alt="" size={24} />
      </Link>
      <div className={classes.body}>
        <AuthorLine user={reply.userInfo} />
        <p className={classes.text}>
          {reply.toUserInfo ? (
            <Link to={profilePath(reply.toUserInfo.userId)}>@{nameOf(reply.toUserInfo)} </Link>
          ) : null}
          {reply.content}
        </p>
        <div className={classes.actions}>
          <LikeButton
            liked={reply.isThumbup}
            count={reply.thumbupNum}
            label={t('comments.like', { name })}
            disabled={pending}
            onToggle={() => like.mutate({ comment, reply, on: !reply.isThumbup })}
            likedById={reply.replyId}
          />
          <Button
            variant="subtle"
            size="compact-sm"
            color="gray"
            disabled={pending}
            onClick={() => handlers.onReply(comment, reply)}
          >
            {t('comments.reply')}
          </Button>
          {pending ? null : (
            <MoreButton
              label={t('comments.more', { name })}
              onClick={() => handlers.onMenu(comment, reply)}
            />
          )}
        </div>
      </div>
    </li>
  );
}

/** One first-level comment: author, text, likes, its menu, and its replies three at a time. */
export function CommentItem({ comment, handlers }: { comment: Comment; handlers: RowHandlers }) {
  const { t } = useTranslation();
  const { postId } = comment;
  const like = useLikeComment(postId);
  const more = useMoreReplies(postId);
  const press = useLongPress(() => handlers.onMenu(comment));
  const name = nameOf(comment.userInfo);
  const pending = isPending(comment.commentId);
  const picked: Picked = { commentId: comment.commentId, userId: comment.userInfo.userId };
  // "Show more replies" goes once every reply is on screen (the spec's hide-more flag).
  const hasMore = comment.hasNextPage && comment.childLists.length < comment.commentNum;
  return (
    <article
      className={classes.comment}
      data-comment-id={comment.commentId}
      data-pinned={comment.top || undefined}
      aria-label={t('comments.commentBy', { name })}
      {...press}
    >
      {handlers.selection ? (
        <Checkbox
          className={classes.selectBox}
          aria-label={t('comments.batch.pickComment', { name })}
          checked={handlers.selection.has(pickKey(picked))}
          onChange={(e) => handlers.onPick(picked, e.currentTarget.checked)}
        />
      ) : null}
      <Link
        to={profilePath(comment.userInfo.userId)}
        className={classes.avatarLink}
        tabIndex={-1}
        aria-hidden
      >
        <Avatar headImgUrl={comment.userInfo.headImgUrl} alt="" size={36} />
      </Link>
      <div className={classes.body}>
        <AuthorLine user={comment.userInfo}>
          {comment.top ? (
            <Badge size="xs" variant="light" data-pinned-badge="">
              {t('comments.pinned')}
            </Badge>
          ) : null}
        </AuthorLine>
        <p className={classes.text}>{comment.content}</p>
        <div className={classes.actions}>
          <LikeButton
            liked={comment.isThumbup}
            count={comment.thumbupNum}
            label={t('comments.like', { name })}
            disabled={pending}
            onToggle={() => like.mutate({ comment, on: !comment.isThumbup })}
            likedById={comment.commentId}
          />
          <Button
            variant="subtle"
            size="compact-sm"
            color="gray"
            disabled={pending}
            onClick={() => handlers.onReply(comment)}
          >
            {t('comments.reply')}
          </Button>
          {pending ? null : (
            <MoreButton
              label={t('comments.more', { name })}
              onClick={() => handlers.onMenu(comment)}
            />
          )}
        </div>
        {comment.childLists.length ? (
          <ul className={classes.replies} aria-label={t('comments.repliesTo', { name })}>
            {comment.childLists.map((reply) => (
              <ReplyRow
                key={reply.replyId}
                comment={comment}
                reply={reply}
                postId={postId}
                handlers={handlers}
              />
            ))}
          </ul>
        ) : null}
        {hasMore ? (
          <Button
            variant="subtle"
            size="compact-sm"
            loading={more.isPending}
            onClick={() => more.mutate(comment)}
          >
            {t('comments.moreReplies', {
              n: formatCount(comment.commentNum - comment.childLists.length),
            })}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
