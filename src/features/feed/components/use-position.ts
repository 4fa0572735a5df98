import { useEffect, useState } from 'react';
import type { Position } from '../api/catalog';

export type PositionState =
  { kind: 'asking' } | { kind: 'located'; at: Position } | { kind: 'unavailable' };

/**
 * The member's position for the nearby list (issue 49): asked of the browser when `wanted` turns
 * true, that is when the member opens the nearby list by city, never at start. Refused, failed,
 * timed out or not offered by the browser: 'unavailable' (the list falls back to the first city).
 * A position of the last 10 minutes is good enough; one answer per mount.
 */
const geolocationOf = (): Geolocation | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.geolocation;

export function usePosition(wanted: boolean): PositionState {
  const [state, setState] = useState<PositionState>(() =>
    geolocationOf() ? { kind: 'asking' } : { kind: 'unavailable' },
  );
  useEffect(() => {
    const geolocation = geolocationOf();
    if (!wanted || !geolocation) return;
    let live = true;
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (live) setState({ kind: 'located', at: coords });
      },
      () => {
        if (live) setState({ kind: 'unavailable' });
      },
      { timeout: 10_000, maximumAge: 10 * 60_000 },
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return state;
}
