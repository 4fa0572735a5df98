/**
 * What the app remembers for as long as its page lives: scroll positions per pane, the row
 * heights of each feed, media hosts found dead. Module-level, as one page is one app.
 *
 * Storybook's story tests start a new app per story in the same page; `forgetAppMemory()` (their
 * loader calls it) gives each the fresh memory a page load would, so no story inherits another's
 * scroll position or row heights.
 */
const memories = new Set<{ clear(): void }>();

/** Registers a memory (a Map or Set) to be forgotten with the others. */
export function appMemory<T extends { clear(): void }>(memory: T): T {
  memories.add(memory);
  return memory;
}

export function forgetAppMemory(): void {
  for (const memory of memories) memory.clear();
}
