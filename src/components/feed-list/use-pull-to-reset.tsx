import { Loader } from '@mantine/core';
import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './FeedList.module.css';

/** How far a finger must pull down from the top before letting go resets the feed. */
export const PULL_THRESHOLD = 70;

/**
 * Pull down at the top of a feed to go back to page 1 (section 4: reset). Touch only, like the
 * gesture it imitates; the Failure state has its own retry button for everyone.
 */
export function usePullToReset(reset: () => Promise<void>): {
  handlers: {
    onTouchStart: (e: TouchEvent) => void;
    onTouchMove: (e: TouchEvent) => void;
    onTouchEnd: () => void;
  };
  indicator: ReactNode;
} {
  const { t } = useTranslation();
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const [resetting, setResetting] = useState(false);

  const handlers = {
    onTouchStart: (e: TouchEvent) => {
      start.current = window.scrollY <= 0 ? (e.touches[0]?.clientY ?? null) : null;
    },
    onTouchMove: (e: TouchEvent) => {
      if (start.current === null) return;
      setPull(Math.max(0, Math.min(120, (e.touches[0]?.clientY ?? 0) - start.current)));
    },
    onTouchEnd: () => {
      const pulled = pull >= PULL_THRESHOLD;
      start.current = null;
      setPull(0);
      if (!pulled || resetting) return;
      setResetting(true);
      void reset().finally(() => setResetting(false));
    },
  };

  const height = resetting ? 48 : pull / 2;
  const indicator =
    height > 0 ? (
      <div className={classes.pull} style={{ height }}>
        <Loader size="sm" role="status" aria-label={t('post.list.refreshing')} />
      </div>
    ) : null;
  return { handlers, indicator };
}
