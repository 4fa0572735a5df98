import { expect, screen, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { isLanguage } from '@/lib/preferences';
import { ACCOUNT_STORAGE_KEYS, type SavedAccount } from '@/lib/session';

/**
 * Story helpers of the accounts feature: saved logins in local storage, server texts, lookups.
 * The fixtures themselves are imported by the stories (this file is not a story, and src/ may not
 * import fixtures otherwise).
 */

interface NamedUserFixture {
  userId: string;
  username: string;
  headImgPath: string | null;
  phoneAreaCode: string;
  phoneNumber: string | null;
}

/** A saved login of a seeded user; `token: ''` is a signed-out one, 'stale' one the server refuses. */
export function savedLogin(
  user: NamedUserFixture,
  validToken: string,
  token: 'valid' | 'stale' | '' = 'valid',
  lastUsedAt = 1,
): SavedAccount {
  return {
    token: token === 'valid' ? validToken : token === 'stale' ? `stale-${user.userId}` : '',
    userId: user.userId,
    username: user.username,
    headImgUrl: user.headImgPath,
    imToken: `im-${user.userId}`,
    loginType: 3,
    phoneAreaCode: user.phoneAreaCode,
    phoneNumber: user.phoneNumber,
    uid: `8${user.userId.padStart(7, '0')}`,
    isVisitor: false,
    lastUsedAt,
  };
}

/** `parameters.storage.local` holding these saved logins. */
export function savedAccountsStorage(...accounts: SavedAccount[]): Record<string, string> {
  return { [ACCOUNT_STORAGE_KEYS.savedAccounts]: JSON.stringify(accounts) };
}

/** A text of the mocks (given in the three languages) in the story's language. */
export function inStoryLanguage(text: Record<'zh_CN' | 'en_US' | 'ja', string>): string {
  return text[isLanguage(i18next.language) ? i18next.language : 'zh_CN'];
}

export const tr = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);

/** A notification of the error policy holding `text` (Mantine notifications are alerts). */
export async function findNotice(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.queryAllByRole('alert').find((a) => a.textContent?.includes(text));
    if (!found) throw new Error(`No notification reads "${text}"`);
    return found;
  });
}

/** A red notification (the policy's danger tone) holding `text`. */
export async function expectRedNotice(text: string): Promise<void> {
  const alert = await findNotice(text);
  await expect(alert.getAttribute('style') ?? '').toContain('--mantine-color-red');
}
