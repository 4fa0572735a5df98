import { Button, Loader } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFile } from '@/api/schemas/snapshot';
import { MediaImage } from '@/components/MediaImage';
import {
  markDomainsDead,
  mediaCandidates,
  mediaUrl,
  useDomains,
  videoCandidates,
} from '@/lib/media';
import { useSnapshotFile } from '../api/snapshots';
import classes from './reader.module.css';

export interface MediaProps {
  snapshotId: string;
  paused: boolean;
  /** The media can be seen: the read counts and the picture's timer starts. */
  onShown: (file: SnapshotFile) => void;
  /** A clip reached its end. */
  onEnded: () => void;
  /** Its file cannot be had (the call failed): the member may retry or skip. */
  onSkip: () => void;
}

/** A clip on the video domains, the next host when one fails (like MediaImage does for pictures). */
function Clip({
  file,
  paused,
  onShown,
  onEnded,
}: { file: SnapshotFile } & Omit<MediaProps, 'snapshotId' | 'onSkip'>) {
  const { t } = useTranslation();
  const { data: domains } = useDomains();
  const videoPath = file.play_url ?? file.url;
  const videos = useMemo(() => videoCandidates(domains, videoPath), [domains, videoPath]);
  const images = useMemo(() => mediaCandidates(domains, 'image'), [domains]);
  const [attempt, setAttempt] = useState(0);
  const ref = useRef<HTMLVideoElement>(null);
  const src = mediaUrl(videos, videoPath, attempt);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (paused) video.pause();
    else void video.play().catch(() => undefined);
  }, [paused, src]);
  if (!src) return <Loader color="gray" aria-label={t('snapshots.loading')} />;
  return (
    <video
      ref={ref}
      key={src}
      src={src}
      poster={mediaUrl(images, file.url) ?? undefined}
      autoPlay
      muted
      playsInline
      preload="auto"
      aria-label={t('snapshots.clip')}
      data-attempt={attempt}
      onLoadedData={() => {
        if (attempt > 0) markDomainsDead(videos.slice(0, attempt));
        onShown(file);
      }}
      onError={() => setAttempt((a) => a + 1)}
      onEnded={onEnded}
    />
  );
}

/** The picture or clip of one snapshot, with its own Loading and Failure. */
export function SnapshotMedia({ snapshotId, paused, onShown, onEnded, onSkip }: MediaProps) {
  const { t } = useTranslation();
  const query = useSnapshotFile(snapshotId);
  const file = query.data;
  // A picture counts as shown once its file is known: MediaImage fails over between hosts itself.
  useEffect(() => {
    if (file && file.type !== 2) onShown(file);
  }, [file, onShown]);

  if (query.status === 'pending')
    return (
      <div className={classes.media} data-reader-state="loading">
        <Loader color="gray" role="status" aria-label={t('snapshots.loading')} />
      </div>
    );
  if (query.status === 'error')
    return (
      <div className={classes.media} data-reader-state="failure">
        <div className={classes.message}>
          <p role="alert">{t('snapshots.fileFailed')}</p>
          <Button variant="white" color="dark" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
          <Button variant="subtle" color="gray" onClick={onSkip}>
            {t('snapshots.skip')}
          </Button>
        </div>
      </div>
    );
  return (
    <div className={classes.media} data-reader-state="success" data-snapshot-type={file!.type}>
      {file!.type === 2 ? (
        <Clip file={file!} paused={paused} onShown={onShown} onEnded={onEnded} />
      ) : (
        <MediaImage
          type="image"
          path={file!.url}
          alt={t('snapshots.picture')}
          ratio={file!.width / file!.height}
          fit="contain"
          // As wide as fits the stage's height (the bars, the head and the caption take ~180 px).
          width={`min(100%, calc((100dvh - 180px) * ${file!.width / file!.height}))`}
          priority
        />
      )}
    </div>
  );
}
