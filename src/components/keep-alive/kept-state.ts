import { useCallback, useState } from 'react';
import { appMemory } from '@/lib/app-memory';

/** Choices by key, for as long as the page lives (stories forget them with the app's memory). */
const choices = appMemory(new Map<string, unknown>());

/**
 * useState whose value outlives the component. Opening a post leaves the tab container (it
 * unmounts, its panes with it): a choice in a pane (the game tag, the location level) kept only
 * in React state was lost on the way back, while the scroll position (KeepAlive) came back.
 * `key` names the choice app-wide, e.g. 'gamePost:tag'.
 */
export function useKeptState<T>(key: string, initial: T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() =>
    choices.has(key) ? (choices.get(key) as T) : initial,
  );
  const set = useCallback(
    (next: T) => {
      choices.set(key, next);
      setValue(next);
    },
    [key],
  );
  return [value, set];
}
