import { startTransition, useEffect, useState } from 'react';

/** Set once a first screen has painted: from then on nothing waits (in-app navigations, back). */
let firstScreenPainted = false;

/**
 * False while the page first paints, then true, rendered as a transition (in slices, between
 * which the browser paints and answers taps). A post opened by its link paints its card first
 * (its picture is the page's largest paint) and only then the comments and the links below the
 * fold, which made the card wait in one long task. On later screens it is true at once, so the
 * scroll position a back navigation restores finds the whole page there.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(firstScreenPainted);
  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // An animation frame runs just before the frame is painted; the timeout, just after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        firstScreenPainted = true;
        startTransition(() => setReady(true));
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
