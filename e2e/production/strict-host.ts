import { expect, type Page, type APIRequestContext } from '@playwright/test';
import { NAMED_TOKENS, NAMED_USERS } from '../../fixtures/users';
import { MOCK_HOST } from '../ports';

/**
 * Helpers for the members' build against the mock HTTP host in its strict mode
 * (mocks/server/http-host.ts, MOCK_STRICT=1): what the browser reports as wrong (a console error,
 * a page error, a request that never got an answer) and what the host logged as wrong (a refused
 * request, a path with no endpoint, a handler's exception), read together as one list.
 */

export interface HostViolation {
  method: string;
  path: string;
  status: number;
  reason: string;
}

/** Starts from the seed with no scenario: every journey of these files owns the host meanwhile. */
export async function resetHost(request: APIRequestContext): Promise<void> {
  const state = await request.post(`${MOCK_HOST}/__mock/scenario`, {
    data: { scenario: '', latency: 0 },
  });
  expect(state.ok()).toBe(true);
  const { strict } = (await (await request.get(`${MOCK_HOST}/__mock/state`)).json()) as {
    strict?: boolean;
  };
  expect(strict, 'the mock host runs in its strict mode (MOCK_STRICT=1)').toBe(true);
}

/** What the host logged as wrong since the last reset, one line each. */
export async function hostViolations(request: APIRequestContext): Promise<string[]> {
  const logged = (await (
    await request.get(`${MOCK_HOST}/__mock/violations`)
  ).json()) as HostViolation[];
  return logged.map((v) => `host: ${v.method} ${v.path} ${v.status} ${v.reason}`);
}

/** Signed in as the seeded member before the app's first script, as a returning member is. */
export async function signInAsMember(page: Page): Promise<void> {
  await page.addInitScript(
    ({ token, userId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
      sessionStorage.setItem('ins_hide_warn_pop', '1');
      sessionStorage.setItem('feed_seen_notices', '["n1","n2"]');
    },
    { token: NAMED_TOKENS.member, userId: NAMED_USERS.member.userId },
  );
}

/**
 * Everything the browser reports as wrong on `page`, from now on: console errors, page errors,
 * requests that failed (a CORS refusal, a dropped connection) and answers Prism's proxy marked as
 * leaving the published document (`sl-violations`, request or response). `take()` returns and
 * forgets them.
 */
export function watchBrowser(page: Page): { take(): string[] } {
  let problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // Prism's proxy (scripts/prism/proxy.ts) marks an answer that leaves the published document.
  page.on('response', (response) => {
    const verdict = response.headers()['sl-violations'];
    if (verdict) {
      const request = response.request();
      problems.push(`contract: ${request.method()} ${request.url()} ${verdict}`);
    }
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // A request the app itself cancelled (a query left behind by a navigation) is no failure.
    if (failure === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.method()} ${request.url()} ${failure}`);
  });
  return {
    take() {
      const taken = problems;
      problems = [];
      return taken;
    },
  };
}

/**
 * The app's route table as the running app holds it (src/app/routes.tsx and each feature's
 * routes.tsx, through the router): every path pattern, joined from its parents, in table order.
 */
export async function routePatterns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface Route {
      path?: string;
      index?: boolean;
      element?: unknown;
      Component?: unknown;
      lazy?: unknown;
      children?: Route[];
    }
    interface Fiber {
      child: Fiber | null;
      sibling: Fiber | null;
      memoizedProps?: { router?: { routes: Route[] } } | null;
    }
    const root = document.getElementById('root') as unknown as Record<string, Fiber>;
    const key = Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
    const stack: Array<Fiber | null> = key ? [root[key]!] : [];
    let routes: Route[] | null = null;
    while (stack.length && !routes) {
      const fiber = stack.pop();
      if (!fiber) continue;
      routes = fiber.memoizedProps?.router?.routes ?? null;
      stack.push(fiber.sibling, fiber.child);
    }
    if (!routes) throw new Error('The app router was not found');
    const patterns: string[] = [];
    const walk = (list: Route[], parent: string) => {
      for (const route of list) {
        const here = route.path
          ? route.path.startsWith('/')
            ? route.path
            : `${parent.replace(/\/$/, '')}/${route.path}`
          : parent;
        // A page: an index route, a leaf, or a layout with a page of its own at its path.
        const ownPage = Boolean(route.element ?? route.Component ?? route.lazy);
        if (route.index || (route.path && (!route.children?.length || ownPage)))
          patterns.push(here);
        if (route.children) walk(route.children, here);
      }
    };
    walk(routes, '');
    return [...new Set(patterns)];
  });
}
