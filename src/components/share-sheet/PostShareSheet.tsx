import { Button, Loader, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { postEndpoints } from '@/api/endpoints/post';
import type { Post } from '@/api/schemas/post';
import { endpointQuery } from '@/api/query-key';
import { Avatar } from '@/components/Avatar';
import { MediaImage } from '@/components/MediaImage';
import { findCachedPost } from '@/components/post-card/post-cache';
import { useCurrentUser } from '@/lib/current-user';
import { truncate } from '@/lib/format';
import { SaveVideo } from './SaveVideo';
import { ShareSheet } from './ShareSheet';
import { inviteLink } from './share-link';
import classes from './share-sheet.module.css';

const VIDEO_FILE = 2;

/** The picture a shared post shows: its first picture or its video's cover, never a locked one. */
function pictureOf(post: Post): string | null {
  if (!post.unlock) return null;
  const first = post.files[0];
  if (!first) return null;
  return first.type === VIDEO_FILE ? (first.postVideoFile?.cover ?? null) : first.url;
}

function PostPreview({ post }: { post: Post }) {
  const name = post.userInfo.nickname || post.userInfo.username;
  const text = truncate(post.content);
  const picture = pictureOf(post);
  return (
    <div className={classes.post} data-testid="share-post">
      <div className={classes.author}>
        <Avatar headImgUrl={post.userInfo.headImgUrl} alt="" size={28} />
        <span>{name}</span>
      </div>
      {post.content ? (
        <Text size="sm">{text.truncated ? `${text.text}…` : post.content}</Text>
      ) : null}
      {picture ? (
        <div className={classes.image} data-testid="share-post-picture">
          <MediaImage type="image" path={picture} alt="" ratio={16 / 9} priority />
        </div>
      ) : null}
    </div>
  );
}

/**
 * Sharing a post (from its card in a feed or on its detail page): the post (author, the first 40
 * characters, its picture), a QR code of its link with the member's invite code, the link, save as
 * image and copy link; a video post's "save video" below them. A post a feed already holds shows at once; the detail confirms it.
 */
export function PostShareSheet({ postId, onClose }: { postId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const me = useCurrentUser();
  const post = useQuery({
    ...endpointQuery(postEndpoints.detail, { path: { id: postId } }),
    placeholderData: () => findCachedPost(client, postId),
  });
  const link = inviteLink(window.location.origin, me.data?.inviteCode ?? null, postId);
  return (
    <ShareSheet
      title={t('people.share.postTitle')}
      link={link}
      qrLabel={t('people.share.postQr')}
      fileName={`share-post-${postId}.png`}
      onClose={onClose}
      actions={post.data ? <SaveVideo post={post.data} onClose={onClose} /> : null}
      header={
        post.data ? (
          <PostPreview post={post.data} />
        ) : post.isError ? (
          <div data-query-state="failure">
            <Text size="sm">{t('common.loadFailed')}</Text>
            <Button variant="subtle" onClick={() => void post.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        )
      }
    />
  );
}
