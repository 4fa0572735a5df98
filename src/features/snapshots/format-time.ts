/**
 * Date formatters, made once per language and style. Building an Intl.DateTimeFormat costs far
 * more than using one (the first per language loads its locale data), and the reader's head
 * re-renders on every hold, tap and move: the profile of moving through snapshots showed the
 * constructor among the longest-running functions (scripts/bench/long-tasks.ts).
 */
const cache = new Map<string, Intl.DateTimeFormat>();

const STYLES = {
  time: { hour: '2-digit', minute: '2-digit' },
  dayTime: { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** `language` is the app's (zh_CN, en_US, ja). */
export function formatTime(language: string, style: keyof typeof STYLES, at: string): string {
  const key = `${language}|${style}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language.replace('_', '-'), STYLES[style]);
    cache.set(key, format);
  }
  return format.format(new Date(at));
}
