import { useEffect, useRef } from 'react';

/**
 * Calls `onDone` after `ms` of running time: pausing keeps the time already spent, so a held
 * picture resumes where it stopped. `running` false (paused, or nothing shown yet) stops it.
 */
export function usePictureTimer(
  key: string,
  ms: number | null,
  running: boolean,
  onDone: () => void,
) {
  const spent = useRef({ key, ms: 0 });
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (spent.current.key !== key) spent.current = { key, ms: 0 };
    if (ms === null || !running) return;
    const started = performance.now();
    const left = Math.max(0, ms - spent.current.ms);
    const id = window.setTimeout(() => done.current(), left);
    return () => {
      window.clearTimeout(id);
      if (spent.current.key === key) spent.current.ms += performance.now() - started;
    };
  }, [key, ms, running]);
}
