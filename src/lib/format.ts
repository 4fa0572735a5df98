/** Display formats of section 9: counts in W units, 40-character previews, hh:mm:ss times. */

/** Counts from this value up are shown in W units (W = ten thousand). */
export const W_UNIT = 10_000;

/**
 * 10000 or more in W units with up to 2 decimals: 12345 -> '1.23W', 10000 -> '1W',
 * 123456789 -> '12345.67W'; below that the plain number: 9999 -> '9999'.
 *
 * Decimals are truncated toward zero, never rounded, so a count never shows more than it is
 * (19999 reads '1.99W', not '2W'). The arithmetic is done on whole hundredths of a W, so no
 * floating-point noise reaches the text.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const whole = Math.trunc(n);
  if (Math.abs(whole) < W_UNIT) return String(whole);
  const sign = whole < 0 ? '-' : '';
  const hundredths = Math.trunc(Math.abs(whole) / 100);
  const units = Math.trunc(hundredths / 100);
  const decimals = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${sign}${units}${decimals ? `.${decimals}` : ''}W`;
}

/** Post text, signature and custom image previews (section 9). */
export const PREVIEW_LENGTH = 40;

export interface Truncated {
  text: string;
  /** True when characters were cut off: the screen then offers the full text. */
  truncated: boolean;
}

/**
 * Texts made only of characters that are each one UTF-16 unit and never join a neighbour into one
 * user-perceived character (ASCII and Latin-1 but CR, Latin to IPA, Greek, Cyrillic but its
 * combining marks, general punctuation but the joiners, symbols, CJK punctuation but its tone
 * marks, kana but the combining voicing marks, CJK ideographs, Hangul syllables, full-width forms
 * but the half-width voicing marks): for them a unit is a character, and no Intl.Segmenter is
 * needed. Its source is also written into the find tab's HTML shell (shell-inline.ts), which
 * cuts the first post's text as the app does.
 */
export const ONE_UNIT_CHARACTERS =
  '^[\\n\\u0020-\\u007E\\u00A0-\\u02FF\\u0370-\\u0482\\u048A-\\u052F\\u2000-\\u200B\\u2010-\\u205F' +
  '\\u20A0-\\u20CF\\u2100-\\u2BFF\\u3000-\\u3029\\u3030-\\u3098\\u309B-\\u30FF\\u3100-\\u31FF' +
  '\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uAC00-\\uD7A3\\uF900-\\uFAFF\\uFF00-\\uFF9D\\uFFA0-\\uFFEF]*$';
const oneUnitCharacters = new RegExp(ONE_UNIT_CHARACTERS);

// Created on first need: the first Intl object of a page loads ICU data (tens of milliseconds on
// a phone), which a screen whose texts are all short or simple never has to pay.
let segmenter: Intl.Segmenter | null | undefined;

/** User-perceived characters: a CJK character, an emoji or a flag counts once and is never split. */
function characters(text: string): string[] {
  if (oneUnitCharacters.test(text)) return text.split('');
  segmenter ??=
    typeof Intl !== 'undefined' && 'Segmenter' in Intl
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
      : null;
  if (segmenter) return Array.from(segmenter.segment(text), (s) => s.segment);
  // Without Intl.Segmenter, code points at least keep surrogate pairs (emoji, rare CJK) whole.
  return Array.from(text);
}

/**
 * The first `max` characters of a text. No ellipsis is added: the screen decides how to mark the
 * cut (an ellipsis, a 'more' link) from `truncated`.
 */
export function truncate(text: string, max: number = PREVIEW_LENGTH): Truncated {
  // A character is at least one UTF-16 unit, so a text this short cannot need cutting.
  if (text.length <= max) return { text, truncated: false };
  const chars = characters(text);
  if (chars.length <= max) return { text, truncated: false };
  return { text: chars.slice(0, Math.max(0, max)).join(''), truncated: true };
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

function timeFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    timeFormats.set(key, format);
  }
  return format;
}

/** The spec's time format hh:mm:ss (24-hour, two digits each), in a time zone or the device's. */
export function formatTime(date: Date | number, timeZone?: string): string {
  const parts = timeFormat(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    (parts.find((p) => p.type === type)?.value ?? '00').padStart(2, '0');
  return `${part('hour')}:${part('minute')}:${part('second')}`;
}
