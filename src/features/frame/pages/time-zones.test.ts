import { afterEach, describe, expect, it } from 'vitest';
import {
  TIME_ZONE_KEY,
  filterTimeZones,
  formatOffset,
  listTimeZones,
  readTimeZone,
  utcOffsetMinutes,
  writeTimeZone,
} from './time-zones';

const winter = new Date(Date.UTC(2026, 0, 15, 12));
const summer = new Date(Date.UTC(2026, 6, 15, 12));

afterEach(() => localStorage.clear());

describe('utcOffsetMinutes', () => {
  it('reads whole, half-hour and negative offsets', () => {
    expect(utcOffsetMinutes('Asia/Shanghai', winter)).toBe(480);
    expect(utcOffsetMinutes('Asia/Kolkata', winter)).toBe(330);
    expect(utcOffsetMinutes('America/St_Johns', winter)).toBe(-210);
    expect(utcOffsetMinutes('UTC', winter)).toBe(0);
  });

  it('follows daylight saving time', () => {
    expect(utcOffsetMinutes('Europe/Berlin', winter)).toBe(60);
    expect(utcOffsetMinutes('Europe/Berlin', summer)).toBe(120);
  });
});

describe('formatOffset', () => {
  it('writes UTC±hh:mm', () => {
    expect(formatOffset(480)).toBe('UTC+08:00');
    expect(formatOffset(-210)).toBe('UTC-03:30');
    expect(formatOffset(0)).toBe('UTC+00:00');
  });
});

describe('listTimeZones', () => {
  const list = listTimeZones(winter, ['Asia/Tokyo', 'America/New_York', 'UTC', 'Asia/Shanghai']);

  it('sorts west to east, then by name', () => {
    expect(list.map((z) => z.id)).toEqual([
      'America/New_York',
      'UTC',
      'Asia/Shanghai',
      'Asia/Tokyo',
    ]);
  });

  it('makes names readable', () => {
    const newYork = list.find((z) => z.id === 'America/New_York');
    expect(newYork).toMatchObject({
      city: 'New York',
      region: 'America',
      offsetLabel: 'UTC-05:00',
    });
    expect(list.find((z) => z.id === 'UTC')).toMatchObject({ city: 'UTC', region: '' });
  });

  it('drops a name the engine cannot format', () => {
    expect(listTimeZones(winter, ['Nowhere/Atlantis', 'UTC']).map((z) => z.id)).toEqual(['UTC']);
  });

  it('lists the browser zones by default, UTC included', () => {
    const all = listTimeZones(winter);
    expect(all.length).toBeGreaterThan(300);
    expect(all.some((z) => z.id === 'UTC')).toBe(true);
  });
});

describe('filterTimeZones', () => {
  const list = listTimeZones(winter, ['Asia/Shanghai', 'Asia/Tokyo', 'America/New_York', 'UTC']);
  const ids = (query: string) => filterTimeZones(list, query).map((z) => z.id);

  it('matches names case-insensitively, with spaces for underscores', () => {
    expect(ids('shang')).toEqual(['Asia/Shanghai']);
    expect(ids('new york')).toEqual(['America/New_York']);
    expect(ids('NEW_YORK')).toEqual(['America/New_York']);
  });

  it('matches offsets', () => {
    expect(ids('+08')).toEqual(['Asia/Shanghai']);
    expect(ids('+9')).toEqual(['Asia/Tokyo']);
    expect(ids('UTC-05')).toEqual(['America/New_York']);
  });

  it('needs every word to match, and shows all for an empty query', () => {
    expect(ids('asia +9')).toEqual(['Asia/Tokyo']);
    expect(ids('   ')).toHaveLength(4);
  });
});

describe('the chosen zone', () => {
  it('is remembered in localStorage', () => {
    writeTimeZone('Asia/Tokyo');
    expect(localStorage.getItem(TIME_ZONE_KEY)).toBe('Asia/Tokyo');
    expect(readTimeZone()).toBe('Asia/Tokyo');
  });

  it("falls back to the device's zone for an unknown name", () => {
    localStorage.setItem(TIME_ZONE_KEY, 'Nowhere/Atlantis');
    expect(readTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
