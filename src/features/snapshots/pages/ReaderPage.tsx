import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { Snapshot, SnapshotFile } from '@/api/schemas/snapshot';
import { groupByUser, snapshotPath, useSnapshotList } from '@/components/snapshot-strip';
import { useGoBack } from '@/components/top-bar/go-back';
import { userIdAtom } from '@/lib/session';
import { useRecordRead, useSnapshotDetail } from '../api/snapshots';
import { AuthorTools } from '../components/AuthorTools';
import { ProgressBars } from '../components/ProgressBars';
import { ReaderHead } from '../components/ReaderHead';
import { SnapshotMedia } from '../components/SnapshotMedia';
import classes from '../components/reader.module.css';
import { PICTURE_MS, otherAuthor, readingOrder, type Stop } from '../sequence';
import { usePictureTimer } from '../use-picture-timer';

/** A drag down this far closes the reader; sideways this far changes author. */
const SWIPE_PX = 80;
/** A press longer than this is a hold (pause), not a tap. */
const TAP_MS = 250;

/** The stops to read: the strip's order, or just this snapshot when the list does not hold it. */
function useStops(id: string) {
  const viewerId = useAtomValue(userIdAtom);
  const list = useSnapshotList();
  const stops = useMemo(
    () => readingOrder(groupByUser(list.data?.resultList ?? [], viewerId)),
    [list.data, viewerId],
  );
  const at = stops.findIndex((s) => s.snapshot.id === id);
  const detail = useSnapshotDetail(id);
  if (at >= 0) return { stops, at, status: 'success' as const };
  if (list.isPending || detail.isPending) return { stops: [], at: -1, status: 'pending' as const };
  if (!detail.data) return { stops: [], at: -1, status: 'error' as const, retry: detail.refetch };
  const single: Stop = { snapshot: detail.data, group: 0, index: 0, count: 1 };
  return { stops: [single], at: 0, status: 'success' as const };
}

/**
 * /post/snapshot/:id — the full-screen reader. A picture stays PICTURE_MS, a clip plays to its
 * end, then the next snapshot, then the next author; a hold pauses, a tap on the left goes back,
 * on the right forward, a swipe sideways changes author, a swipe down (or the close button, or
 * Escape) closes. Each snapshot shown counts as read once.
 */
export function ReaderPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const viewerId = useAtomValue(userIdAtom);
  const { stops, at, status, retry } = useStops(id);
  const stop = stops[at];
  const [held, setHeld] = useState(false);
  const [paused, setPaused] = useState(false);
  const [shown, setShown] = useState<{ id: string; file: SnapshotFile } | null>(null);
  const recordRead = useRecordRead();

  // Opened by a link: closing goes to the following feed, where the snapshots are.
  const close = useGoBack('/column/columnTabbar/index?list=attention');
  const goTo = useCallback(
    (target: number | null) => {
      const next = target === null ? undefined : stops[target];
      // Past the last one (or before the first): the reading is over.
      if (!next) close();
      else navigate(snapshotPath(next.snapshot.id), { replace: true });
    },
    [close, navigate, stops],
  );
  const next = useCallback(() => goTo(at + 1), [at, goTo]);
  const previous = useCallback(() => goTo(at > 0 ? at - 1 : 0), [at, goTo]);

  const onShown = useCallback(
    (file: SnapshotFile) => {
      setShown((s) => (s?.id === file.snapshotId ? s : { id: file.snapshotId, file }));
      const snapshot: Snapshot | undefined = stop?.snapshot;
      if (
        snapshot &&
        snapshot.id === file.snapshotId &&
        !snapshot.isRead &&
        snapshot.userId !== viewerId
      )
        recordRead(snapshot.id);
    },
    [recordRead, stop, viewerId],
  );

  const isShown = shown?.id === id;
  const isPicture = isShown && shown.file.type !== 2;
  const stopped = held || paused;
  usePictureTimer(id, isPicture ? PICTURE_MS : null, isShown && !stopped, next);
  const fillMs = !isShown
    ? null
    : isPicture
      ? PICTURE_MS
      : Math.round((shown.file.duration ?? 10) * 1000);

  // Keyboard: arrows move, Escape closes, space pauses.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
      else if (e.key === 'ArrowRight') next();
      else if (e.key === 'ArrowLeft') previous();
      else if (e.key === ' ') {
        e.preventDefault();
        setPaused((p) => !p);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [close, next, previous]);

  // Gestures: a hold pauses; a drag down closes; a drag sideways changes author.
  const press = useRef<{ x: number; y: number; t: number } | null>(null);
  const moved = useRef(false);
  const onPointerDown = (e: PointerEvent) => {
    press.current = { x: e.clientX, y: e.clientY, t: performance.now() };
    moved.current = false;
    setHeld(true);
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = press.current;
    press.current = null;
    setHeld(false);
    if (!start) return;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    if (dy > SWIPE_PX && Math.abs(dy) > Math.abs(dx)) {
      moved.current = true;
      close();
    } else if (Math.abs(dx) > SWIPE_PX) {
      moved.current = true;
      goTo(otherAuthor(stops, at, dx < 0 ? 1 : -1) ?? (dx < 0 ? stops.length : at));
    } else if (performance.now() - start.t > TAP_MS) {
      // A hold: it paused while pressed, and is not a tap.
      moved.current = true;
    }
  };
  /** A tap zone's click, unless the press was a hold or a swipe. */
  const tap = (action: () => void) => () => {
    if (moved.current) moved.current = false;
    else action();
  };

  return (
    <div
      className={classes.reader}
      role="dialog"
      aria-modal="true"
      aria-label={t('snapshots.reader')}
      data-snapshot-id={id}
      data-paused={stopped || undefined}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        press.current = null;
        setHeld(false);
      }}
    >
      {stop ? (
        <>
          <ProgressBars
            count={stop.count}
            index={stop.index}
            ms={fillMs}
            paused={stopped}
            runKey={id}
          />
          <ReaderHead
            snapshot={stop.snapshot}
            own={stop.snapshot.userId === viewerId}
            paused={paused}
            onPause={() => setPaused((p) => !p)}
            onClose={close}
          />
          <div className={classes.stage}>
            <SnapshotMedia
              key={id}
              snapshotId={id}
              paused={stopped}
              onShown={onShown}
              onEnded={next}
              onSkip={next}
            />
            <div className={classes.zones}>
              <button
                type="button"
                className={classes.zone}
                style={{ flex: 1 }}
                aria-label={t('snapshots.previous')}
                onClick={tap(previous)}
              />
              <button
                type="button"
                className={classes.zone}
                style={{ flex: 2 }}
                aria-label={t('snapshots.next')}
                onClick={tap(next)}
              />
            </div>
          </div>
          {stop.snapshot.content ? (
            <p className={classes.caption}>{stop.snapshot.content}</p>
          ) : null}
          {stop.snapshot.userId === viewerId ? (
            <AuthorTools snapshot={stop.snapshot} onDeleted={next} />
          ) : null}
        </>
      ) : (
        <ReaderFallback status={status} onRetry={retry} onClose={close} />
      )}
    </div>
  );
}

function ReaderFallback({
  status,
  onRetry,
  onClose,
}: {
  status: 'pending' | 'error' | 'success';
  onRetry?: () => unknown;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (status === 'pending')
    return <div className={classes.message} role="status" aria-label={t('snapshots.loading')} />;
  return (
    <div className={classes.message} data-reader-state="failure">
      <p role="alert">{t('snapshots.missing')}</p>
      {onRetry ? (
        <button type="button" onClick={() => void onRetry()}>
          {t('common.retry')}
        </button>
      ) : null}
      <button type="button" onClick={onClose}>
        {t('snapshots.close')}
      </button>
    </div>
  );
}
