import { formatTime as clock } from '@/lib/format';

/**
 * Date formatters, made once per language and style. Building an Intl.DateTimeFormat costs far
 * more than using one (the first per language loads its locale data), and the reader's head
 * re-renders on every hold, tap and move: the profile of moving through snapshots showed the
 * constructor among the longest-running functions (scripts/bench/long-tasks.ts).
 */
const cache = new Map<string, Intl.DateTimeFormat>();

/** The day of `dayTime`; the time is the spec's hh:mm:ss (content spec section 9) in both. */
const DAY = { month: 'numeric', day: 'numeric' } satisfies Intl.DateTimeFormatOptions;

/** `language` is the app's (zh_CN, en_US, ja). */
export function formatTime(language: string, style: 'time' | 'dayTime', at: string): string {
  const date = new Date(at);
  if (style === 'time') return clock(date);
  let format = cache.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language.replace('_', '-'), DAY);
    cache.set(language, format);
  }
  return `${format.format(date)} ${clock(date)}`;
}
