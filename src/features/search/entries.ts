import { SEARCH_ENTRY_TYPES, type SearchEntry } from '@/api/schemas/search';
import { truncate } from '@/lib/format';

/** Signature previews: 40 characters in results, 30 in the hot list (section 9). */
export const SIGN_PREVIEW = 40;
export const HOT_SIGN_PREVIEW = 30;

export interface UserEntry {
  userId: string;
  username: string;
  sign: string | null;
  headImgUrl: string | null;
}
export interface LocationEntry {
  userId: string;
  uid: string;
  address: string;
}

/** Entries with a userId, of type 1 (location) or 3 (user) only (section 5). */
function kept(entries: readonly SearchEntry[]): SearchEntry[] {
  return entries.filter(
    (e) =>
      Boolean(e.userId) &&
      (e.type === SEARCH_ENTRY_TYPES.location || e.type === SEARCH_ENTRY_TYPES.user),
  );
}

export function userEntries(entries: readonly SearchEntry[]): UserEntry[] {
  return kept(entries)
    .filter((e) => e.type === SEARCH_ENTRY_TYPES.user)
    .map((e) => ({
      userId: e.userId!,
      username: e.username || e.userId!,
      sign: e.sign ?? null,
      headImgUrl: e.headImgUrl ?? null,
    }));
}

export function locationEntries(entries: readonly SearchEntry[]): LocationEntry[] {
  return kept(entries)
    .filter((e) => e.type === SEARCH_ENTRY_TYPES.location && e.uid && e.address)
    .map((e) => ({ userId: e.userId!, uid: e.uid!, address: e.address! }));
}

/** A signature cut at `max` with an ellipsis, or null when there is none (the screen's placeholder). */
export function signPreview(sign: string | null | undefined, max: number): string | null {
  const text = sign?.trim();
  if (!text) return null;
  const cut = truncate(text, max);
  return cut.truncated ? `${cut.text}…` : cut.text;
}
