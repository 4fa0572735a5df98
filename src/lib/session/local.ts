/**
 * The spec's local-storage keys (section 3: token, inviteCode, redirectUrl) and this client's own
 * (userId, loginData, savedAccounts), read and written without ever throwing: private modes and
 * full quotas refuse storage, and the session then lives in memory only.
 */
export const STORAGE_KEYS = {
  token: 'token',
  userId: 'userId',
  loginData: 'loginData',
  savedAccounts: 'savedAccounts',
  inviteCode: 'inviteCode',
  redirectUrl: 'redirectUrl',
} as const;

/** The keys of the accounts feature (the same as in STORAGE_KEYS). */
export const ACCOUNT_STORAGE_KEYS = {
  loginData: STORAGE_KEYS.loginData,
  savedAccounts: STORAGE_KEYS.savedAccounts,
} as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Refused: the value lives in memory only (the atoms keep it for this page).
  }
}

/** JSON from storage, or undefined when absent or not JSON (the caller's schema decides the rest). */
function readJson(key: string): unknown {
  const raw = read(key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export const storage = {
  read,
  write,
  readJson,
  token: () => read(STORAGE_KEYS.token),
  userId: () => read(STORAGE_KEYS.userId),
};
