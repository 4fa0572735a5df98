import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { isPlainRecord, isRecord, isStringOrNull } from './guards';
import { sessionStore } from './session-storage';
import { userIdAtom } from './session';

/**
 * Form drafts that survive a failed call, a reload and an expired session (docs/contributors.md, "Input").
 *
 * A draft lives in sessionStorage under `draft:<key>`: it stays for this tab (a member sent to log
 * in again comes back to the same form in the same tab) and goes with the tab. It remembers whose
 * it was: after a session ends, the same member gets it back; another member signing in on this
 * device does not see it.
 */
export const DRAFT_PREFIX = 'draft:';

interface StoredDraft<T> {
  owner: string | null;
  values: Partial<T>;
}

function storageKey(key: string): string {
  return `${DRAFT_PREFIX}${key}`;
}

/** The draft of `key` for `owner`, or null (none, someone else's, or unreadable). */
export function readDraft<T extends object>(key: string, owner: string | null): Partial<T> | null {
  const raw = sessionStore.get(storageKey(key));
  if (!raw) return null;
  try {
    // What a stored draft must look like to be read back at all (storage is anyone's to edit).
    const stored: unknown = JSON.parse(raw);
    if (!isRecord(stored) || !isStringOrNull(stored.owner) || !isPlainRecord(stored.values))
      return null;
    if (stored.owner !== owner) return null;
    return { ...stored.values } as Partial<T>;
  } catch {
    return null;
  }
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/**
 * The fields of a draft that fit the form: a field the form does not have, or of another kind
 * than the form's own value (a number where the form has text...), is dropped, not put in.
 */
export function fittingDraft<T extends object>(draft: Partial<T>, current: T): Partial<T> {
  const fit: Partial<T> = {};
  for (const field of Object.keys(draft) as (keyof T)[]) {
    if (!(field in current)) continue;
    const value = draft[field];
    const now = current[field];
    if (kindOf(value) === kindOf(now) || (now === null && kindOf(value) === 'string'))
      fit[field] = value;
  }
  return fit;
}

export function writeDraft<T extends object>(
  key: string,
  owner: string | null,
  values: Partial<T>,
): void {
  sessionStore.set(storageKey(key), JSON.stringify({ owner, values } satisfies StoredDraft<T>));
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(storageKey(key));
  } catch {
    // Storage refused: there was nothing kept to remove.
  }
}

/** Drops the fields that must never be written down (passwords, answers to security questions). */
function without<T extends object>(values: T, exclude: readonly (keyof T)[]): Partial<T> {
  const copy: Partial<T> = { ...values };
  for (const field of exclude) delete copy[field];
  return copy;
}

/** The part of a @mantine/form form a draft needs (any form of any values). */
export interface DraftableForm<T> {
  values: T;
  setValues(values: Partial<T>): void;
}

export interface DraftOptions<T> {
  /** Fields kept out of storage: a restored draft leaves them as they are. */
  exclude?: readonly (keyof T)[];
  /** Whether the draft belongs to the signed-in member (private forms) or to anyone (login pages). */
  scope?: 'member' | 'anyone';
}

/**
 * Keeps a form's values as a draft while the member types, and puts them back when the form
 * mounts again (after a failed call, a reload, or signing in again after the session expired).
 * Call the returned `clear` once the form has been sent successfully.
 */
export function useDraft<T extends object>(
  key: string,
  form: DraftableForm<T>,
  { exclude = [], scope = 'member' }: DraftOptions<T> = {},
): { clear: () => void } {
  const userId = useAtomValue(userIdAtom);
  const owner = scope === 'member' ? userId : null;
  const restored = useRef(false);
  // The first values seen are the form's initial ones: writing them would overwrite the draft
  // that the restore has only just queued into the form.
  const sawInitial = useRef(false);
  const cleared = useRef(false);
  const { values, setValues } = form;

  // Restore once, before anything is written back over it.
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const draft = readDraft<T>(key, owner);
    if (draft) setValues(fittingDraft(draft, values));
    // Only the form's first values matter here: they tell the kind of each field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, owner, setValues]);

  useEffect(() => {
    if (!sawInitial.current) {
      sawInitial.current = true;
      return;
    }
    if (cleared.current) return;
    writeDraft(key, owner, without(values, exclude));
    // `exclude` is a list of field names, stable by meaning even when a new array is passed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, owner, values]);

  const clear = useCallback(() => {
    cleared.current = true;
    clearDraft(key);
  }, [key]);

  return { clear };
}
