import { describe, expect, it } from 'vitest';
import type { SearchEntry } from '@/api/schemas/search';
import { locationEntries, signPreview, userEntries } from './entries';

const entry = (e: Partial<SearchEntry>): SearchEntry => ({
  type: 3,
  userId: '1',
  username: 'a',
  sign: null,
  headImgUrl: null,
  ...e,
});

describe('search entries', () => {
  const entries = [
    entry({ type: 2, userId: '9', username: '#topic' }),
    entry({ type: 3, userId: '', username: 'no id' }),
    entry({ type: 3, userId: null, username: 'null id' }),
    entry({ type: 3, userId: '10002', username: 'aya' }),
    entry({ type: 1, userId: '10001', uid: '310100', address: '上海' }),
    entry({ type: 1, userId: null, uid: '000000', address: 'no id' }),
  ];

  it('keeps users with an id, of type 3 only', () => {
    expect(userEntries(entries).map((e) => e.username)).toEqual(['aya']);
  });

  it('keeps locations with an id, of type 1 only', () => {
    expect(locationEntries(entries)).toEqual([{ userId: '10001', uid: '310100', address: '上海' }]);
  });

  it('cuts a signature at the limit with an ellipsis, and leaves a missing one to the screen', () => {
    expect(signPreview('一'.repeat(41), 40)).toBe(`${'一'.repeat(40)}…`);
    expect(signPreview('一'.repeat(40), 40)).toBe('一'.repeat(40));
    expect(signPreview('x'.repeat(31), 30)).toBe(`${'x'.repeat(30)}…`);
    expect(signPreview('  ', 40)).toBeNull();
    expect(signPreview(null, 40)).toBeNull();
  });
});
