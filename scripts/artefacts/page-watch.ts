// What an artefact's page reports on its own (errors, mock handler exceptions, failure cells).
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page, Request } from 'playwright';

/**
 * What a page reports on its own that fails an artefact: an uncaught error in the page, and an
 * exception in a mock handler (MSW catches it, logs `[MSW] Uncaught exception in the request
 * handler…` and answers 500, so the screen shows a failure the story never asked for).
 * `take()` hands over what was seen since the last call.
 */
export function watchPage(page: Page): { take(): string[] } {
  let seen: string[] = [];
  // MSW logs the handler's own error first, then its message, which points "above" to it.
  let lastError = '';
  page.on('pageerror', (error) => seen.push(`page error: ${error.message.split('\n')[0]}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!text.includes('[MSW]')) {
      lastError = text.split('\n')[0]?.slice(0, 200) ?? '';
      return;
    }
    const said = text.split('\n').slice(0, 2).join(' ').slice(0, 300);
    seen.push(`mock platform: ${said}${/error above/.test(said) ? ` (${lastError})` : ''}`);
  });
  return {
    take() {
      const taken = seen;
      seen = [];
      return taken;
    },
  };
}

/** The query cells (src/components/query-state) that show a failure. */
export function failureCells(page: Page): Promise<number> {
  return page.locator('[data-query-state="failure"]').count();
}

/**
 * Runs `work` on each item with `lanes` workers, each taking the next item when it is free. An
 * item whose work throws is handed to `failed` (which can start the lane afresh) and its lane
 * goes on.
 */
export async function inLanes<T>(
  items: T[],
  lanes: number,
  work: (item: T, lane: number) => Promise<void>,
  failed: (item: T, error: unknown, lane: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      while (next < items.length) {
        const item = items[next++] as T;
        await work(item, lane).catch((error: unknown) => failed(item, error, lane));
      }
    }),
  );
}

/** A page's problems, each once, and the first few only: one broken handler logs on every call. */
export function summarise(problems: string[], most = 3): string[] {
  const unique = [...new Set(problems)];
  return unique.length > most
    ? [...unique.slice(0, most), `and ${unique.length - most} more like these`]
    : unique;
}

/** The requests a page has on their way now, of one kind (`script`: lazy chunks) or of any. */
export function trackRequests(page: Page, kind?: string): () => number {
  const open = new Set<Request>();
  page.on('request', (r) => (!kind || r.resourceType() === kind) && open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return () => open.size;
}

/**
 * Polls `busy` until it has said no for `quietMs` in a row (true), or `timeoutMs` has passed
 * (false). A page's work comes in steps with a frame or two between (a chunk, then its calls):
 * one look could fall between them.
 */
export async function quietFor(
  busy: () => Promise<boolean>,
  quietMs: number,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  let quietSince: number | undefined;
  while (performance.now() < deadline) {
    const now = performance.now();
    if (await busy()) quietSince = undefined;
    else if (quietSince === undefined) quietSince = now;
    else if (now - quietSince >= quietMs) return true;
    await sleep(20); // the pace of the poll, not a wait for the state
  }
  return false;
}
