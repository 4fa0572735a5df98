import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Post } from '@/api/schemas/post';
import { formatCount } from '@/lib/format';
import { useOverlay } from '@/lib/overlays';
import { ActionIcon } from './icons';
import { useCollectPost, useLikePost } from './post-actions';
import classes from './PostCard.module.css';

export function postDetailHref(postId: string): string {
  return `/post/postDetail?postId=${encodeURIComponent(postId)}`;
}

export interface PostActionsProps {
  post: Post;
  /** Offer a tip to the author (the detail page, for a signed-in member other than the author). */
  tip?: boolean;
}

/** Like, comments, collect (and the tip) and share under a post; counts in W units from 10000 up. */
export function PostActions({ post, tip = false }: PostActionsProps) {
  const { t } = useTranslation();
  const like = useLikePost();
  const collect = useCollectPost();
  const { open } = useOverlay();

  return (
    <div className={classes.actions}>
      <UnstyledButton
        className={classes.action}
        aria-pressed={post.isLike}
        aria-busy={like.isPending}
        data-active={post.isLike || undefined}
        data-action="like"
        // A tap while the previous one is on its way is ignored: the count moves by one only.
        onClick={() => !like.isPending && like.mutate({ post, on: !post.isLike })}
      >
        <ActionIcon name="heart" filled={post.isLike} />
        <span className={classes.srOnly}>{t('post.card.like')}</span>
        <span data-count="">{formatCount(post.thumbupNum)}</span>
      </UnstyledButton>
      <Link className={classes.action} to={postDetailHref(post.postId)} data-action="comments">
        <ActionIcon name="comment" />
        <span className={classes.srOnly}>{t('post.card.comments')}</span>
        <span data-count="">{formatCount(post.commentNum)}</span>
      </Link>
      <UnstyledButton
        className={classes.action}
        aria-pressed={post.isCollect}
        aria-busy={collect.isPending}
        data-active={post.isCollect || undefined}
        data-action="collect"
        onClick={() => !collect.isPending && collect.mutate({ post, on: !post.isCollect })}
      >
        <ActionIcon name="star" filled={post.isCollect} />
        <span className={classes.srOnly}>{t('post.card.collect')}</span>
        <span data-count="">{formatCount(post.collectNum ?? 0)}</span>
      </UnstyledButton>
      {tip ? (
        <UnstyledButton
          className={classes.action}
          data-action="tip"
          aria-haspopup="dialog"
          // The reward overlay takes the amount and remark, then hands over to the pay sheet.
          onClick={() =>
            open({ kind: 'reward', params: { postId: post.postId, authorId: post.userId } })
          }
        >
          <ActionIcon name="gift" />
          <span>{t('post.card.tip')}</span>
        </UnstyledButton>
      ) : null}
      {/* The share sheet (the shell's share overlay) knows the post: its link, QR code and picture. */}
      <UnstyledButton
        className={classes.action}
        data-action="share"
        aria-haspopup="dialog"
        onClick={() => open({ kind: 'share', params: { postId: post.postId } })}
      >
        <ActionIcon name="share" />
        <span className={classes.srOnly}>{t('people.share.post')}</span>
      </UnstyledButton>
    </div>
  );
}
