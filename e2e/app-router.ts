import type { Page } from '@playwright/test';

/**
 * Client-side navigation through the app's own router, awaited until the new page is committed
 * (its route code and loaders done), then two frames for React to paint it. A reload per page
 * costs seconds (the mock worker and db start again); the router's `navigate` resolves exactly
 * when the navigation is over. The router is read from React's root fiber (RouterProvider's
 * props): the app does not expose it, and the crawl must not need a test hook in the app.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate(async (to) => {
    interface Fiber {
      child: Fiber | null;
      sibling: Fiber | null;
      memoizedProps?: { router?: { navigate(to: string): Promise<void> } } | null;
    }
    const root = document.getElementById('root') as unknown as Record<string, Fiber>;
    const key = Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
    const stack: Array<Fiber | null> = key ? [root[key]!] : [];
    while (stack.length) {
      const fiber = stack.pop();
      if (!fiber) continue;
      const router = fiber.memoizedProps?.router;
      if (router && typeof router.navigate === 'function') {
        await router.navigate(to);
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        return;
      }
      stack.push(fiber.sibling, fiber.child);
    }
    throw new Error('The app router was not found');
  }, path);
}
