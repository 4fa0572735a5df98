/** The posts of a location channel (the post feature's /post/locals). */
export function localsPath(code: string): string {
  return `/post/locals?code=${encodeURIComponent(code)}`;
}

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;
/** How long a keyword must stay before it counts as a search made (recorded, remembered). */
export const SEARCH_SETTLE_MS = 1200;
