import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { sessionStore } from './session-storage';
import { userIdAtom } from './session';

/**
 * Form drafts that survive a failed call, a reload and an expired session (README, "Input").
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

function isStoredDraft(value: unknown): value is StoredDraft<Record<string, unknown>> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'values' in value &&
    typeof value.values === 'object' &&
    value.values !== null
  );
}

/** The draft of `key` for `owner`, or null (none, someone else's, or unreadable). */
export function readDraft<T extends object>(key: string, owner: string | null): Partial<T> | null {
  const raw = sessionStore.get(storageKey(key));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isStoredDraft(parsed) || parsed.owner !== owner) return null;
    return parsed.values as Partial<T>;
  } catch {
    return null;
  }
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
    if (draft) setValues(draft);
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
