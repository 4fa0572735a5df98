import { describe, expect, it } from 'vitest';
import { ONE_UNIT_CHARACTERS, formatCount, formatTime, truncate } from './format';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [9999, '9999'],
    [10000, '1W'],
    [10001, '1W'],
    [10100, '1.01W'],
    [12000, '1.2W'],
    [12345, '1.23W'],
    // Truncated, not rounded: a count never reads more than it is.
    [19999, '1.99W'],
    [123456789, '12345.67W'],
    [-12345, '-1.23W'],
    [-42, '-42'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('%s -> %s', (n, expected) => {
    expect(formatCount(n)).toBe(expected);
  });
});

describe('truncate', () => {
  it('keeps a short text whole', () => {
    expect(truncate('短文本')).toEqual({ text: '短文本', truncated: false });
  });

  it('keeps exactly 40 characters whole', () => {
    const text = '字'.repeat(40);
    expect(truncate(text)).toEqual({ text, truncated: false });
  });

  it('cuts CJK text at 40 characters', () => {
    const result = truncate('字'.repeat(41));
    expect(result).toEqual({ text: '字'.repeat(40), truncated: true });
  });

  it('counts an emoji, a flag and a family as one character each and never splits them', () => {
    const family = '👨‍👩‍👧';
    const text = `${'a'.repeat(38)}🇯🇵${family}tail`;
    const result = truncate(text);
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(`${'a'.repeat(38)}🇯🇵${family}`);
  });

  it('takes another length', () => {
    expect(truncate('abcdef', 3)).toEqual({ text: 'abc', truncated: true });
  });

  it('cuts Japanese, Korean and accented text without a segmenter as a segmenter would', () => {
    const text = 'ｶﾞがガ한국어café'.repeat(5);
    const graphemes = Array.from(
      new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
      (s) => s.segment,
    );
    expect(truncate(text, 12)).toEqual({ text: graphemes.slice(0, 12).join(''), truncated: true });
  });
});

describe('ONE_UNIT_CHARACTERS', () => {
  it('holds only characters that are one UTF-16 unit and never join a neighbour', () => {
    const pattern = new RegExp(ONE_UNIT_CHARACTERS);
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const joining: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const c = String.fromCharCode(code);
      if (!pattern.test(c)) continue;
      // Before and after a letter, and twice in a row: a prefix, an extension or a pair.
      const probe = `a${c}a${c}${c}`;
      if ([...segmenter.segment(probe)].length !== probe.length) joining.push(code.toString(16));
    }
    expect(joining).toEqual([]);
  });
});

describe('formatTime', () => {
  const at = Date.UTC(2026, 10, 21, 1, 2, 3);

  it('formats hh:mm:ss in 24 hours', () => {
    expect(formatTime(at, 'UTC')).toBe('01:02:03');
    expect(formatTime(Date.UTC(2026, 10, 21, 23, 59, 59), 'UTC')).toBe('23:59:59');
  });

  it('uses the time zone', () => {
    expect(formatTime(at, 'Asia/Shanghai')).toBe('09:02:03');
    expect(formatTime(new Date(at), 'America/New_York')).toBe('20:02:03');
  });

  it('shows midnight as 00, not 24', () => {
    expect(formatTime(Date.UTC(2026, 0, 1, 0, 0, 0), 'UTC')).toBe('00:00:00');
  });
});
