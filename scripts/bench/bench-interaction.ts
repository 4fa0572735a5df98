/**
 * The interaction to next paint of a like on the find tab (scripts/bench/bench.ts): the Event Timing
 * API's duration of each tap (input delay, handlers, and the paint after), unthrottled, on the
 * bench machine. A tap under 16 ms is below what the API reports and counts as 16.
 */
import { chromium, type Page } from 'playwright';
import { chromiumLaunch } from '../browser/chromium.ts';

const TAPS = 6;

async function observeInteractions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __inp: number[] };
    w.__inp = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) w.__inp.push(entry.duration);
      }
    }).observe({
      type: 'event',
      durationThreshold: 16,
      buffered: false,
    } as PerformanceObserverInit);
  });
}

export async function likeInteraction(url: string, seed: () => void) {
  const browser = await chromium.launch(chromiumLaunch({ full: true }));
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.addInitScript(seed);
    await page.goto(url);
    const like = page.locator('article[data-post-id] [data-action="like"]').first();
    await like.waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await observeInteractions(page);
    const durations: number[] = [];
    for (let tap = 0; tap < TAPS; tap++) {
      const before = await like.getAttribute('aria-pressed');
      await page.evaluate(() => ((window as unknown as { __inp: number[] }).__inp = []));
      await like.click();
      await page.waitForFunction(
        ([selector, was]) =>
          document.querySelector(selector!)?.getAttribute('aria-pressed') !== was,
        ['article[data-post-id] [data-action="like"]', before] as const,
      );
      // The entry is queued after the next paint.
      await page.waitForTimeout(300);
      const entries = await page.evaluate(() => (window as unknown as { __inp: number[] }).__inp);
      durations.push(Math.max(16, ...entries));
    }
    durations.sort((a, b) => a - b);
    return {
      taps: TAPS,
      medianMs: durations[Math.floor(durations.length / 2)]!,
      worstMs: durations.at(-1)!,
    };
  } finally {
    await browser.close();
  }
}
