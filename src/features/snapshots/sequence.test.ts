import { describe, expect, it } from 'vitest';
import type { Snapshot } from '@/api/schemas/snapshot';
import { groupByUser } from '@/components/snapshot-strip';
import { otherAuthor, readingOrder } from './sequence';

const snap = (id: string, userId: string, createdAt: string, isRead = false): Snapshot => ({
  id,
  userId,
  userInfo: { userId, username: userId, headImgUrl: null },
  content: '',
  type: 1,
  cover: '',
  readNum: 0,
  isRead,
  createdAt,
});

describe('reading order', () => {
  const list = [
    snap('a2', 'a', '2026-01-01T10:00:00Z'),
    snap('b1', 'b', '2026-01-01T11:00:00Z'),
    snap('a1', 'a', '2026-01-01T09:00:00Z', true),
    snap('me', 'viewer', '2026-01-01T08:00:00Z'),
  ];
  const groups = groupByUser(list, 'viewer');

  it('puts the viewer first, then the newest author, each story oldest first', () => {
    expect(groups.map((g) => g.user.userId)).toEqual(['viewer', 'b', 'a']);
    expect(readingOrder(groups).map((s) => s.snapshot.id)).toEqual(['me', 'b1', 'a1', 'a2']);
  });

  it('marks an author unread while any of theirs is unread (never the viewer)', () => {
    expect(groups.map((g) => g.unread)).toEqual([false, true, true]);
  });

  it('jumps to the next and previous author', () => {
    const stops = readingOrder(groups);
    expect(otherAuthor(stops, 3, -1)).toBe(1);
    expect(otherAuthor(stops, 1, 1)).toBe(2);
    expect(otherAuthor(stops, 3, 1)).toBeNull();
  });
});
