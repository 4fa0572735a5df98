import { formatTime } from '@/lib/format';
import { htmlLang, isLanguage } from '@/lib/preferences';

/** The calendar day of a time on this device, e.g. '2026-11-23' (separators follow local days). */
export function localDay(time: string | number | Date): string {
  const d = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function dayBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return localDay(new Date(y!, m! - 1, d! - 1));
}

export type DayName = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string };

/** How a day separator reads: today, yesterday, or the date in the member's language. */
export function nameDay(day: string, today: string, language: string): DayName {
  if (day === today) return { kind: 'today' };
  if (day === dayBefore(today)) return { kind: 'yesterday' };
  const [y, m, d] = day.split('-').map(Number);
  const locale = isLanguage(language) ? htmlLang(language) : 'zh-CN';
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return {
    kind: 'date',
    text: new Intl.DateTimeFormat(locale, {
      ...(sameYear ? {} : { year: 'numeric' }),
      month: 'long',
      day: 'numeric',
      weekday: 'short',
    }).format(new Date(y!, m! - 1, d!)),
  };
}

/**
 * A message's time as the spec writes it, hh:mm:ss (content spec section 9), the same in every
 * language (the day is its separator's). `language` is kept for the callers.
 */
export function messageClock(time: string, _language: string): string {
  return formatTime(new Date(time));
}

/** Items in reading order, with a separator before the first item of each day. */
export function withDaySeparators<T>(
  items: readonly T[],
  dayOf: (item: T) => string,
): Array<{ day: string; item?: undefined } | { day?: undefined; item: T }> {
  const out: Array<{ day: string; item?: undefined } | { day?: undefined; item: T }> = [];
  let last: string | null = null;
  for (const item of items) {
    const day = dayOf(item);
    if (day !== last) out.push({ day });
    last = day;
    out.push({ item });
  }
  return out;
}
