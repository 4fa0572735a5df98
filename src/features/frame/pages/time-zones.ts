/** localStorage key of the chosen time zone (an IANA name). */
export const TIME_ZONE_KEY = 'timeZone';

export interface TimeZoneEntry {
  /** IANA name, e.g. Asia/Shanghai. */
  id: string;
  /** The place, readable: 'Shanghai', 'Argentina / Buenos Aires'. */
  city: string;
  /** The area: 'Asia', 'America'... (empty for UTC). */
  region: string;
  /** Current offset from UTC in minutes (it changes with daylight saving time). */
  offsetMinutes: number;
  /** 'UTC+08:00'. */
  offsetLabel: string;
  /** Lower-case text a search matches against. */
  haystack: string;
}

/** The device's zone, or UTC. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every IANA zone the browser knows (Safari before 15.4 lacks the list: the device's zone then). */
export function supportedTimeZones(): string[] {
  const supportedValuesOf = (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] })
    .supportedValuesOf;
  const zones = supportedValuesOf ? supportedValuesOf('timeZone') : [deviceTimeZone()];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

/** The zone's offset from UTC at `date`, in minutes (east positive). */
export function utcOffsetMinutes(timeZone: string, date: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-−])(\d{1,2})(?::?(\d{2}))?/.exec(name);
  if (!match) return 0;
  const sign = match[1] === '+' ? 1 : -1;
  return sign * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** 'UTC+08:00', 'UTC-03:30', 'UTC+00:00'. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hours = String(Math.floor(abs / 60)).padStart(2, '0');
  return `UTC${sign}${hours}:${String(abs % 60).padStart(2, '0')}`;
}

function describe(id: string, date: Date): TimeZoneEntry {
  const [region = '', ...rest] = id.split('/');
  const city = (rest.length ? rest.join(' / ') : region).replace(/_/g, ' ');
  const offsetMinutes = utcOffsetMinutes(id, date);
  const offsetLabel = formatOffset(offsetMinutes);
  const hours = Math.trunc(Math.abs(offsetMinutes) / 60);
  const sign = offsetMinutes < 0 ? '-' : '+';
  // '+8' and '+08' find UTC+08:00 as well as the full label does.
  const haystack = [id, id.replace(/_/g, ' '), offsetLabel, `${sign}${hours}`, `utc${sign}${hours}`]
    .join(' ')
    .toLowerCase();
  return { id, city, region: rest.length ? region : '', offsetMinutes, offsetLabel, haystack };
}

/** The zones with their offsets now, west to east, then by name. */
export function listTimeZones(date: Date = new Date(), zones: string[] = supportedTimeZones()) {
  return zones
    .map((id) => {
      try {
        return describe(id, date);
      } catch {
        return null; // A name the engine lists but cannot format: leave it out.
      }
    })
    .filter((entry): entry is TimeZoneEntry => entry !== null)
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.id.localeCompare(b.id));
}

/** Every word of the query must match (name, city with spaces, or offset). */
export function filterTimeZones(entries: TimeZoneEntry[], query: string): TimeZoneEntry[] {
  const words = query.toLowerCase().replace(/[−]/g, '-').split(/\s+/).filter(Boolean);
  if (!words.length) return entries;
  return entries.filter((entry) => words.every((word) => entry.haystack.includes(word)));
}

export function readTimeZone(): string {
  try {
    const saved = localStorage.getItem(TIME_ZONE_KEY);
    if (saved) {
      // A zone the engine no longer knows falls back to the device's.
      new Intl.DateTimeFormat('en-US', { timeZone: saved });
      return saved;
    }
  } catch {
    // Unknown zone or no storage.
  }
  return deviceTimeZone();
}

export function writeTimeZone(timeZone: string): void {
  try {
    localStorage.setItem(TIME_ZONE_KEY, timeZone);
  } catch {
    // Not kept: the choice holds for this visit.
  }
}
