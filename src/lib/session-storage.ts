/**
 * sessionStorage that never throws: some private modes refuse storage, and a flag that cannot be
 * kept simply lives for this page instead.
 */
export const sessionStore = {
  get(key: string): string | null {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      // Not kept: the flag holds for this page only.
    }
  },
};
