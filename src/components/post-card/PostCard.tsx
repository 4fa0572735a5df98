import { Button } from '@mantine/core';
import { useAtomValue } from 'jotai';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Post, PostFile } from '@/api/schemas/post';
import { Avatar } from '@/components/Avatar';
import { profilePath } from '@/lib/app-paths';
import { userIdAtom } from '@/lib/session';
import { CommentPreviews } from './CommentPreviews';
import { LockedCover } from './LockedCover';
import { PostActions, postDetailHref } from './PostActions';
import { PostMedia } from './PostMedia';
import { PostText } from './PostText';
import { UserTags } from './UserTags';
import { useFollowAuthor } from './post-actions';
import classes from './PostCard.module.css';

export interface PostCardProps {
  post: Post;
  /** The detail page: full text, a playable video, no "open" on tap. */
  detail?: boolean;
  /** The first card of a feed: its media load at once. */
  priority?: boolean;
  /** Extra controls in the header (the recommended feed's "not this author"). */
  menu?: ReactNode;
  onFirstPlay?: (file: PostFile) => void;
  /** Laid over the post's own (unlocked) video on the detail page: the video ad. */
  videoOverlay?: ReactNode;
}

function FollowButton({ post }: { post: Post }) {
  const { t } = useTranslation();
  const follow = useFollowAuthor();
  return (
    <Button
      size="compact-sm"
      h={32}
      mih={32}
      radius="xl"
      variant={post.follow ? 'default' : 'filled'}
      aria-pressed={post.follow}
      aria-busy={follow.isPending}
      data-action="follow"
      onClick={() => !follow.isPending && follow.mutate({ post, on: !post.follow })}
      className={classes.follow}
    >
      {/* Section 4: "Follow toggles to Followed". */}
      {post.follow ? t('people.person.followed') : t('people.person.follow')}
    </Button>
  );
}

/**
 * One post: its author (avatar, name, tags, follow), its text, its media (or the locked cover),
 * its actions and, in a feed, its first comments. Shared by the feeds, the post detail and the
 * profile pages.
 */
export function PostCard({
  post,
  detail = false,
  priority = false,
  menu,
  onFirstPlay,
  videoOverlay,
}: PostCardProps) {
  const { t } = useTranslation();
  const viewerId = useAtomValue(userIdAtom);
  const navigate = useNavigate();
  const name = post.userInfo.nickname || post.userInfo.username;
  const own = viewerId === post.userId;

  // A tap on the body opens the post (the comment link does the same for the keyboard).
  const openPost = (event: MouseEvent<HTMLElement>) => {
    if (detail || (event.target as Element).closest('button, a, video, [role="group"]')) return;
    navigate(postDetailHref(post.postId));
  };

  return (
    <article
      className={classes.card}
      aria-label={t('post.card.label', { name })}
      data-post-id={post.postId}
    >
      <header className={classes.header}>
        {/* The head image and the name both open the author's page; one tab stop is enough. */}
        <Link to={profilePath(post.userId)} tabIndex={-1} aria-hidden="true">
          <Avatar headImgUrl={post.userInfo.headImgUrl} alt="" size={40} />
        </Link>
        <span className={classes.author}>
          <Link to={profilePath(post.userId)} className={classes.name} data-testid="author-link">
            {name}
          </Link>
          <UserTags tags={post.userInfo.tags} />
        </span>
        {own ? null : <FollowButton post={post} />}
        {menu}
      </header>
      <div className={classes.body} onClick={openPost} data-open-post={detail ? undefined : ''}>
        <PostText content={post.content} full={detail} />
        {post.unlock ? (
          <PostMedia
            post={post}
            playable={detail}
            priority={priority}
            onFirstPlay={onFirstPlay}
            videoOverlay={videoOverlay}
          />
        ) : (
          <LockedCover post={post} playable={detail} />
        )}
      </div>
      <PostActions post={post} tip={detail && viewerId !== null && !own} />
      {/* The detail page shows the whole thread below the card. */}
      {detail ? null : <CommentPreviews post={post} />}
    </article>
  );
}
