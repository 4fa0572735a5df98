import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Post, PostFile } from '@/api/schemas/post';
import { MediaImage } from '@/components/MediaImage';
import { PostVideo } from './PostVideo';
import classes from './PostCard.module.css';

const VIDEO_FILE = 2;

function formatDuration(seconds: number | undefined): string | null {
  if (seconds === undefined) return null;
  const s = Math.round(seconds);
  const mm = String(Math.floor(s / 60)).padStart(2, '0');
  return `${mm}:${String(s % 60).padStart(2, '0')}`;
}

/** One image alone keeps its own shape (within 3:4 and 4:3); a grid uses squares. */
function singleRatio(file: PostFile): number {
  if (!file.width || !file.height) return 4 / 3;
  return Math.min(4 / 3, Math.max(3 / 4, file.width / file.height));
}

export interface PostMediaProps {
  post: Post;
  /** The detail page plays the video; a feed shows its cover and opens the post. */
  playable?: boolean;
  /** The first post of a feed loads its image at once (it is the largest paint). */
  priority?: boolean;
  onFirstPlay?: (file: PostFile) => void;
  /** Laid over a playable video (the video ad). */
  videoOverlay?: ReactNode;
}

export function PostMedia({
  post,
  playable = false,
  priority = false,
  onFirstPlay,
  videoOverlay,
}: PostMediaProps) {
  const { t } = useTranslation();
  const video = post.files.find((f) => f.type === VIDEO_FILE);
  if (video) {
    if (playable)
      return <PostVideo file={video} onFirstPlay={onFirstPlay} overlay={videoOverlay} />;
    const duration = formatDuration(video.postVideoFile?.duration);
    return (
      <span className={classes.cover}>
        <MediaImage
          type="image"
          path={video.postVideoFile?.cover ?? null}
          alt={t('post.card.videoCover')}
          ratio={16 / 9}
          priority={priority}
        />
        <span className={classes.playBadge} aria-hidden="true">
          <svg width="28" height="28" viewBox="0 0 16 16">
            <path d="M5 3.5v9l7-4.5Z" fill="currentColor" />
          </svg>
        </span>
        {duration ? <span className={classes.duration}>{duration}</span> : null}
      </span>
    );
  }
  const images = post.files;
  if (images.length === 0) return null;
  if (images.length === 1) {
    const [only] = images as [PostFile];
    return (
      <MediaImage
        type="image"
        path={only.url}
        alt={t('post.card.image', { n: 1, total: 1 })}
        ratio={singleRatio(only)}
        radius="var(--mantine-radius-md)"
        priority={priority}
      />
    );
  }
  return (
    <span className={classes.grid} data-count={images.length}>
      {images.map((file, i) => (
        <MediaImage
          key={file.postFileId}
          type="image"
          path={file.url}
          alt={t('post.card.image', { n: i + 1, total: images.length })}
          ratio={1}
          radius="var(--mantine-radius-sm)"
          priority={priority && i < 3}
        />
      ))}
    </span>
  );
}
