import { useCallback, useRef, type MouseEvent, type PointerEvent } from 'react';

/** How long a finger rests on a comment before its menu opens. */
export const LONG_PRESS_MS = 500;
/** A finger that moves this far is scrolling, not pressing. */
const MOVE_TOLERANCE_PX = 10;

/**
 * Long press for touch and pen (the phone's way to open a comment's menu); the mouse and the
 * keyboard use the "more" button instead, so a desktop click never opens the menu by surprise.
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  }, []);

  const onPointerDown = useCallback(
    (event: PointerEvent) => {
      if (event.pointerType === 'mouse') return;
      // A press on a link or a button is that control's own business.
      if ((event.target as HTMLElement).closest('a, button, input, label')) return;
      start.current = { x: event.clientX, y: event.clientY };
      timer.current = setTimeout(() => {
        timer.current = null;
        onLongPress();
      }, LONG_PRESS_MS);
    },
    [onLongPress],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent) => {
      const from = start.current;
      if (!from) return;
      if (Math.hypot(event.clientX - from.x, event.clientY - from.y) > MOVE_TOLERANCE_PX) cancel();
    },
    [cancel],
  );

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    // The browser's own long-press menu would cover ours.
    onContextMenu: (event: MouseEvent) => {
      if (start.current) event.preventDefault();
    },
  };
}
