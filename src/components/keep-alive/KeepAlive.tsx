import { Activity, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { appMemory } from '@/lib/app-memory';

/**
 * Window scroll positions by scope and key. Module-level so they outlive the KeepAlive itself:
 * leaving the tab container for a post and coming back remounts it, and each tab must still
 * find its place.
 */
const positions = appMemory(new Map<string, number>());

export interface KeepAliveProps {
  /** Names this set of panes (e.g. 'tabs', 'home'): their positions are kept apart. */
  scope: string;
  /** The pane shown now; null hides them all (a page that is not kept alive is shown). */
  activeKey: string | null;
  /** The content of the active pane. */
  children: ReactNode;
}

/**
 * Keeps every pane visited so far mounted and hidden (React's Activity: state, data and DOM
 * stay; effects pause), and the window's scroll position per pane: switching back lands where
 * the member left. Links into a kept-alive pane should set `preventScrollReset`, or the router's
 * scroll restoration sends the window to the top after this restored it.
 */
export function KeepAlive({ scope, activeKey, children }: KeepAliveProps) {
  const [panes, setPanes] = useState<ReadonlyMap<string, ReactNode>>(() =>
    activeKey === null ? new Map() : new Map([[activeKey, children]]),
  );
  // The newest content of the active pane (a new element for the same pane updates it in place).
  if (activeKey !== null && panes.get(activeKey) !== children) {
    setPanes(new Map(panes).set(activeKey, children));
  }

  const active = useRef(activeKey);
  /** Set while a pane's place is being restored: the scroll events meanwhile are not the member's. */
  const restoring = useRef(false);
  useEffect(() => {
    const remember = () => {
      if (active.current === null || restoring.current) return;
      positions.set(`${scope}:${active.current}`, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [scope]);

  useLayoutEffect(() => {
    active.current = activeKey;
    if (activeKey === null) return;
    const place = positions.get(`${scope}:${activeKey}`) ?? 0;
    window.scrollTo(0, place);
    // The top always lands. Reading scrollY to check would force the page's layout inside this
    // commit (a pane's first screen: its cards' whole layout, 240 ms of a 4x-slowed phone).
    if (place === 0 || Math.abs(window.scrollY - place) < 1) return;
    // The page is not tall enough yet for the place (the pane's rows are still being laid out, or
    // a scroll of the pane left was still on its way): try again on the next frames, for a
    // second at most, without taking the positions in between for the member's.
    // The member's own touch or wheel ends it: their scroll wins.
    restoring.current = true;
    const until = performance.now() + 1000;
    const stop = () => {
      cancelAnimationFrame(frame);
      restoring.current = false;
      window.removeEventListener('touchstart', stop);
      window.removeEventListener('wheel', stop);
    };
    let frame = requestAnimationFrame(function again() {
      window.scrollTo(0, place);
      if (Math.abs(window.scrollY - place) >= 1 && performance.now() < until) {
        frame = requestAnimationFrame(again);
      } else {
        stop();
      }
    });
    window.addEventListener('touchstart', stop, { passive: true });
    window.addEventListener('wheel', stop, { passive: true });
    return stop;
  }, [scope, activeKey]);

  return (
    <>
      {[...panes].map(([key, pane]) => (
        <Activity key={key} mode={key === activeKey ? 'visible' : 'hidden'}>
          {pane}
        </Activity>
      ))}
    </>
  );
}
