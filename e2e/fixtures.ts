import { expect, type Page } from '@playwright/test';
import { test as base } from './failure-screenshot';
import zh from '../locales/zh_CN.json' with { type: 'json' };
import { NAMED_TOKENS, NAMED_USERS, type NamedUser } from '../fixtures/users';

/**
 * Journeys start from a known mock state. The same scenario string as ?mock=, the QA panel and
 * Storybook's `mock` parameter: `test.use({ scenario: 'offline' })`, or `await mock('...')` mid-test.
 */
interface Options {
  scenario: string;
  /** A named user to start signed in as, or null for a visitor with no token. */
  signedInAs: NamedUser | null;
  /** Keep the once-per-session warning dialog closed (most journeys are about something else). */
  dismissWarning: boolean;
}

interface Fixtures {
  /** Switches the scenario for the rest of the test (fresh db) and reloads the page. */
  mock(scenario: string): Promise<void>;
}

export const test = base.extend<Options & Fixtures>({
  scenario: ['', { option: true }],
  signedInAs: ['member', { option: true }],
  dismissWarning: [true, { option: true }],
  page: async ({ page, scenario, signedInAs, dismissWarning }, provide) => {
    const token = signedInAs ? NAMED_TOKENS[signedInAs] : null;
    const userId = signedInAs ? NAMED_USERS[signedInAs].userId : null;
    // Runs before the app's scripts on every navigation of this page: only the first time per tab.
    await page.addInitScript(
      ({ scenario, token, userId, dismissWarning }) => {
        if (sessionStorage.getItem('e2e:seeded')) return;
        sessionStorage.setItem('e2e:seeded', '1');
        sessionStorage.setItem('mock:scenario', scenario);
        sessionStorage.setItem('mock:latency', '0');
        if (dismissWarning) sessionStorage.setItem('ins_hide_warn_pop', '1');
        if (token && userId) {
          localStorage.setItem('token', token);
          localStorage.setItem('userId', userId);
        }
      },
      { scenario, token, userId, dismissWarning },
    );
    await provide(page);
  },
  mock: async ({ page }, provide) => {
    await provide(async (scenario: string) => {
      await page.evaluate((s) => {
        sessionStorage.setItem('mock:scenario', s);
        // The mock db persists across reloads like a real backend; a new scenario starts fresh.
        sessionStorage.setItem('mock:reseed', '1');
      }, scenario);
      await page.reload();
    });
  },
});

export { expect };

/** Waits until the app (and the mock worker before it) has rendered. */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('#root main').first()).toBeVisible();
}

/** Client-side navigation: the router handles the popstate, nothing reloads. */
export async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}

/** The accessible name of the pay-password box number n (of 6). */
export const payPasswordDigit = (n: number) =>
  zh.pay.password.digit.replace('{{n}}', String(n)).replace('{{total}}', '6');

/**
 * A saved login's button on "other accounts": the one login's "登录 {name}", or a row of several,
 * named by what it shows (the name, then a badge or "needs the password") and then its action.
 */
export function savedLoginButton(page: Page, name: string) {
  const { logInAs, switchTo } = zh.accounts.otherAccounts;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const action = escape(switchTo.replace('{{name}}', ''));
  const hero = escape(logInAs.replace('{{name}}', name));
  return page.getByRole('button', {
    name: new RegExp(`^(${hero}|${escape(name)}( [^：]+)?${action})$`),
  });
}
