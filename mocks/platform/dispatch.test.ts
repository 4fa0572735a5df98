import {
  getResponse,
  http,
  HttpResponse,
  matchRequestUrl,
  passthrough,
  type HttpHandler,
} from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { applyScenario } from '../runtime';
import { clearCallLog, loggedCalls } from './call-log';
import { candidateTest, dispatching } from './dispatch';

const HOST = 'http://dispatch.test';

describe('one handler for the platform', () => {
  const seen: string[] = [];
  const server = setupServer(
    dispatching([
      http.get('*/media/:domain/*', ({ params }) => HttpResponse.text(`media ${params.domain}`)),
      http.get('*/api/post/:postId', ({ params }) => HttpResponse.text(`post ${params.postId}`)),
      http.get('*/api/post/latest', () => HttpResponse.text('never: the pattern above wins')),
      http.post('*/api/post/:postId', () => HttpResponse.text('post written')),
      http.get('*/api/pass', () => {
        seen.push('first');
        return undefined;
      }),
      http.get('*/api/network', () => passthrough()),
      http.get('*/api/network', () => HttpResponse.text('never: passthrough goes to the network')),
      http.get('*/api/pass', () => {
        seen.push('second');
        return undefined;
      }),
      http.get('*/api/pass', () => HttpResponse.text('third answers')),
      http.get(/\/api\/regexp\/\d+$/, () => HttpResponse.text('by a RegExp')),
    ]),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  const text = async (path: string, init?: RequestInit) =>
    (await fetch(`${HOST}${path}`, init)).text();

  it('answers with the first handler that matches, in the list order, with its params', async () => {
    expect(await text('/api/post/latest')).toBe('post latest');
    expect(await text('/api/post/7')).toBe('post 7');
    expect(await text('/media/m1/a/b.png')).toBe('media m1');
  });

  it('tells methods apart', async () => {
    expect(await text('/api/post/7', { method: 'POST' })).toBe('post written');
  });

  it('matches as loosely as MSW: any case, a trailing slash', async () => {
    expect(await text('/API/Post/8/')).toBe('post 8');
  });

  it('lets a handler that does not answer hand over to the next, as MSW does', async () => {
    expect(await text('/api/pass')).toBe('third answers');
    expect(seen).toContain('second');
  });

  it('leaves patterns it cannot read to MSW', async () => {
    expect(await text('/api/regexp/12')).toBe('by a RegExp');
  });

  it('sends a passthrough to the network, as MSW does', async () => {
    const error: unknown = await fetch(`${HOST}/api/network`).catch((e: unknown) => e);
    // The host does not exist: the request really left for it.
    expect((error as Error).cause).toMatchObject({ code: 'ENOTFOUND' });
  });

  it('answers nothing where no handler matches', async () => {
    const error: unknown = await fetch(`${HOST}/api/nothing`).catch((e: unknown) => e);
    // Unhandled to MSW, so the server's strategy ('error') applies: it is not sent anywhere.
    expect(String(error)).toMatch(/onUnhandledRequest/);
  });
});

/** A URL each of the platform's string patterns matches: every parameter and wildcard filled. */
function sampleUrl(handler: HttpHandler): string | null {
  const { path } = handler.info;
  if (typeof path !== 'string') return null;
  return path.replace(/^\*/, HOST).replace(/:\w+/g, 'p1').replace(/\*/g, 'x/y.png');
}

describe('the platform through the dispatcher', () => {
  it('never skips a handler MSW would match, and runs few others', () => {
    const tests = handlers.map((h) => candidateTest(h));
    let candidates = 0;
    let urls = 0;
    for (const handler of handlers) {
      const url = sampleUrl(handler);
      if (!url) continue;
      const method = String(handler.info.method);
      const clean = new URL(url);
      handlers.forEach((other, i) => {
        const msw =
          String(other.info.method) === method &&
          matchRequestUrl(clean, other.info.path as string).matches;
        const ours = tests[i]!(method, clean.origin + clean.pathname);
        if (msw) expect(ours, `${method} ${url} by ${String(other.info.path)}`).toBe(true);
        if (ours) candidates += 1;
      });
      urls += 1;
    }
    expect(urls).toBe(handlers.length);
    // The point of it: about one run per request instead of up to every handler's.
    expect(candidates / urls).toBeLessThan(2);
  });
});

describe('media requests in the call log', () => {
  it('logs each with the host asked, a dead one as a network failure', async () => {
    applyScenario('dead:img-a');
    clearCallLog();
    const one = dispatching(handlers);
    for (const host of ['img-a', 'img-b'])
      await getResponse(
        [one],
        new Request(`https://${host}.media.test/mock-media/${host}/p/1.jpg`),
      );
    expect(
      loggedCalls().map(({ endpointId, url, outcome, code }) => ({
        endpointId,
        url,
        outcome,
        code,
      })),
    ).toEqual([
      {
        endpointId: 'media img-b',
        url: 'img-b.media.test/mock-media/img-b/p/1.jpg',
        outcome: 'ok',
        code: '200',
      },
      {
        endpointId: 'media img-a',
        url: 'img-a.media.test/mock-media/img-a/p/1.jpg',
        outcome: 'network',
        code: null,
      },
    ]);
    applyScenario('');
  });
});
