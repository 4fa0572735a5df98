import { describe, expect, it } from 'vitest';
import { localDay, nameDay, withDaySeparators } from './days';

describe('chat days', () => {
  it('puts a separator before the first message of each day', () => {
    const at = (d: number, h: number) => new Date(2026, 10, d, h).toISOString();
    const items = [at(20, 9), at(20, 22), at(22, 1), at(23, 8), at(23, 9)];
    const rows = withDaySeparators(items, localDay);
    expect(rows.map((r) => (r.day ? `|${r.day}` : 'm'))).toEqual([
      '|2026-11-20',
      'm',
      'm',
      '|2026-11-22',
      'm',
      '|2026-11-23',
      'm',
      'm',
    ]);
  });

  it('names today and yesterday, and other days by their date', () => {
    expect(nameDay('2026-11-23', '2026-11-23', 'en_US')).toEqual({ kind: 'today' });
    expect(nameDay('2026-11-22', '2026-11-23', 'en_US')).toEqual({ kind: 'yesterday' });
    expect(nameDay('2026-03-01', '2026-03-02', 'en_US')).toEqual({ kind: 'yesterday' });
    const older = nameDay('2026-10-05', '2026-11-23', 'en_US');
    expect(older.kind === 'date' && older.text).toMatch(/October 5/);
    const lastYear = nameDay('2025-10-05', '2026-11-23', 'en_US');
    expect(lastYear.kind === 'date' && lastYear.text).toMatch(/2025/);
  });
});
