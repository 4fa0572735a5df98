import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/Avatar';
import { userIdAtom } from '@/lib/session';
import {
  SNAPSHOT_PUBLISH_PATH,
  firstToRead,
  groupByUser,
  snapshotPath,
  useSnapshotList,
} from './snapshot-query';
import classes from './SnapshotStrip.module.css';

/**
 * The snapshots of the viewer and the people they follow, one ring per author (own first, then
 * the newest), unread ones ringed in colour; a tap opens the reader. The "new snapshot" button
 * always comes first. A failed load leaves just that button (section 8: failed list loads).
 */
export function SnapshotStrip() {
  const { t } = useTranslation();
  const viewerId = useAtomValue(userIdAtom);
  const { data } = useSnapshotList();
  const groups = useMemo(() => groupByUser(data?.resultList ?? [], viewerId), [data, viewerId]);
  return (
    <nav className={classes.strip} aria-label={t('snapshots.strip')} data-testid="snapshot-strip">
      <Link to={SNAPSHOT_PUBLISH_PATH} className={classes.item}>
        <span className={classes.add} aria-hidden="true">
          <svg width="24" height="24" viewBox="0 0 24 24">
            <path
              d="M12 5v14M5 12h14"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            />
          </svg>
        </span>
        <span className={classes.name}>{t('snapshots.new')}</span>
      </Link>
      {groups.map((g) => {
        const name = g.user.userId === viewerId ? t('snapshots.mine') : g.user.username;
        return (
          <Link
            key={g.user.userId}
            to={snapshotPath(firstToRead(g).id)}
            className={classes.item}
            aria-label={
              g.unread ? t('snapshots.openUnread', { name }) : t('snapshots.open', { name })
            }
            data-snapshot-user={g.user.userId}
            data-unread={g.unread || undefined}
          >
            <span className={`${classes.ring} ${g.unread ? classes.unread : ''}`}>
              <Avatar headImgUrl={g.user.headImgUrl} alt="" size={52} />
            </span>
            <span className={classes.name} aria-hidden="true">
              {name}
            </span>
          </Link>
        );
      })}
    </nav>
  );
}
