import { expect, type Page } from '@playwright/test';

/** A list or a query's screen still waiting for its data (QueryState, FeedList). */
const LOADING = '[data-query-state="loading"], [data-feed-state="loading"]';

/**
 * The page's own data has arrived (or failed): a screen is there (a `<main>`, or the full-screen
 * reader, a dialog without one) and nothing shown on it is loading. Screens kept alive behind it
 * (src/components/keep-alive) do not count: a member does not see them, and hidden their effects
 * are paused, so a hidden list may read as loading until it is shown again and fetches (a likely
 * reading of one unexplained failure of the route walk, not a proven one). If something shown
 * still loads after 15 s, the failure says which element, and at which address.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('#root main, #root [role="dialog"]').first()).toBeVisible();
  await page
    .waitForFunction(
      (selector) => ![...document.querySelectorAll(selector)].some((el) => el.checkVisibility()),
      LOADING,
      { timeout: 15_000 },
    )
    .catch(async (error: Error) => {
      const still = await page.evaluate(
        (selector) =>
          [...document.querySelectorAll(selector)]
            .map((el) => `${el.outerHTML.slice(0, 200)} (visible: ${el.checkVisibility()})`)
            .join('\n'),
        LOADING,
      );
      throw new Error(`${page.url()} still loading after 15 s:\n${still}\n${error.message}`);
    });
}
