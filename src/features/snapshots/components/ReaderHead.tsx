import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Snapshot } from '@/api/schemas/snapshot';
import { Avatar } from '@/components/Avatar';
import { profilePath } from '@/lib/app-paths';
import { formatTime } from '../format-time';
import { approvalPath } from '../paths';
import classes from './reader.module.css';
import { LineIcon } from '@/components/icons/LineIcon';

/**
 * Who and when, the pause toggle and the close button; on the viewer's own snapshot its review
 * state, a link to their review list (a new snapshot waits there until it is approved).
 */
export function ReaderHead({
  snapshot,
  own,
  paused,
  onPause,
  onClose,
}: {
  snapshot: Snapshot;
  own: boolean;
  paused: boolean;
  onPause: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const time = formatTime(i18n.language, 'time', snapshot.createdAt);
  return (
    <div className={classes.head}>
      <Link to={profilePath(snapshot.userId)} aria-label={snapshot.userInfo.username}>
        <Avatar headImgUrl={snapshot.userInfo.headImgUrl} alt="" size={36} />
      </Link>
      <div className={classes.who}>
        <strong>{snapshot.userInfo.username}</strong>
        <span className={classes.secondary}>{time}</span>
        {own ? <ReviewState snapshot={snapshot} /> : null}
      </div>
      <ActionIcon
        variant="subtle"
        color="gray.0"
        size={44}
        radius="xl"
        aria-label={paused ? t('snapshots.play') : t('snapshots.pause')}
        aria-pressed={paused}
        onClick={onPause}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          {paused ? (
            <path d="M8 5v14l11-7z" fill="currentColor" />
          ) : (
            <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
          )}
        </svg>
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray.0"
        size={44}
        radius="xl"
        aria-label={t('snapshots.close')}
        onClick={onClose}
        data-testid="close-reader"
      >
        <LineIcon d="m6 6 12 12M18 6 6 18" size={22} strokeWidth={2.2} />
      </ActionIcon>
    </div>
  );
}

function ReviewState({ snapshot }: { snapshot: Snapshot }) {
  const { t } = useTranslation();
  const status = snapshot.reviewStatus ?? 'approved';
  return (
    <Link
      to={approvalPath(status)}
      className={classes.review}
      data-testid="snapshot-review"
      data-review-status={status}
    >
      {t(`snapshots.review.status.${status}`)}
    </Link>
  );
}
