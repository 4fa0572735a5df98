import { beforeEach, describe, expect, it } from 'vitest';
import { RECENT_LIMIT, addRecent, clearRecent, readRecent, recentKey } from './recent-searches';

describe('recent searches', () => {
  beforeEach(() => {
    clearRecent('a');
    clearRecent('b');
  });

  it('keeps each member their own, newest first, each keyword once', () => {
    addRecent('a', '日落');
    addRecent('a', '旅行');
    addRecent('a', '日落');
    addRecent('b', '猫咪');
    expect(readRecent('a')).toEqual(['日落', '旅行']);
    expect(readRecent('b')).toEqual(['猫咪']);
    expect(JSON.parse(localStorage.getItem(recentKey('a'))!)).toEqual(['日落', '旅行']);
  });

  it('keeps a visitor none, and never more than the limit', () => {
    addRecent(null, 'x');
    expect(readRecent(null)).toEqual([]);
    for (let i = 0; i < RECENT_LIMIT + 3; i += 1) addRecent('a', `k${i}`);
    expect(readRecent('a')).toHaveLength(RECENT_LIMIT);
    expect(readRecent('a')[0]).toBe(`k${RECENT_LIMIT + 2}`);
  });

  it('clears one member without touching another', () => {
    addRecent('a', '1');
    addRecent('b', '2');
    clearRecent('a');
    expect(readRecent('a')).toEqual([]);
    expect(readRecent('b')).toEqual(['2']);
  });
});
