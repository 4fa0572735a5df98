import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostFile } from '@/api/schemas/post';
import {
  markDomainsDead,
  mediaCandidates,
  mediaUrl,
  useDomains,
  videoCandidates,
} from '@/lib/media';
import classes from './PostCard.module.css';

export interface PostVideoProps {
  file: PostFile;
  /** Called once, when the video first starts playing (the video-played call). */
  onFirstPlay?: (file: PostFile) => void;
  /** Laid over the player (the video ad before the post's video). */
  overlay?: ReactNode;
}

/**
 * A post's video: play_url on the video domains (type 1; an .mp4 on the mp4 ones, type 6, first), the cover on the image domains, and
 * the next video host when one fails, like MediaImage does for images.
 */
export function PostVideo({ file, onFirstPlay, overlay }: PostVideoProps) {
  const { t } = useTranslation();
  const { data: domains } = useDomains();
  const path = file.postVideoFile?.postparam.play_url ?? file.url;
  const videos = useMemo(() => videoCandidates(domains, path), [domains, path]);
  const images = useMemo(() => mediaCandidates(domains, 'image'), [domains]);
  const [attempt, setAttempt] = useState(0);
  const played = useRef(false);
  const src = mediaUrl(videos, path, attempt);
  const poster = mediaUrl(images, file.postVideoFile?.cover) ?? undefined;
  const ratio = file.width && file.height ? file.width / file.height : 9 / 16;

  return (
    <div className={classes.videoFrame} style={{ aspectRatio: String(Math.max(ratio, 9 / 16)) }}>
      {src ? (
        <video
          key={src}
          className={classes.video}
          src={src}
          poster={poster}
          controls
          playsInline
          preload="metadata"
          aria-label={t('post.card.video')}
          data-attempt={attempt}
          onLoadedData={() => {
            if (attempt > 0) markDomainsDead(videos.slice(0, attempt));
          }}
          onError={() => setAttempt((a) => a + 1)}
          onPlay={() => {
            if (played.current) return;
            played.current = true;
            onFirstPlay?.(file);
          }}
        />
      ) : (
        <span role="img" aria-label={t('post.card.video')} className={classes.videoPlaceholder} />
      )}
      {overlay}
    </div>
  );
}
