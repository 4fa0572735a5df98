import { http, matchRequestUrl, passthrough, type HttpHandler } from 'msw';
import { logCall } from './call-log';
import { endpointIdOf, relayBase, relayCall } from './relay';

/**
 * The mock platform's handlers as one MSW handler that runs only the handlers whose method and
 * path can match the request.
 *
 * Why: MSW runs every handler of its list in turn for each request until one answers, and each
 * run parses the URL, reads the cookies (tough-cookie, through the public-suffix list) and
 * compiles its path pattern again: ~160 runs for a call late in the list. On the demo build's
 * cold load of the find tab, MSW's handler runs took ~150 ms of the page's main thread (a CPU
 * profile on a slow 2-core machine), ~80 ms with this; 24 wallet journeys used 6% less CPU. Every
 * journey's page and every story's calls pay it. A precompiled test of each handler's method and
 * pattern picks the candidates first; MSW itself still decides (the candidate's own run), so what
 * matches and in which order is MSW's, not this file's.
 */
export function dispatching(handlers: readonly HttpHandler[]): HttpHandler {
  const routes = handlers.map((handler) => ({ handler, mayMatch: candidateTest(handler) }));
  const matching = new WeakMap<Request, HttpHandler[]>();
  const matchingHandlers = (request: Request): HttpHandler[] => {
    let found = matching.get(request);
    if (!found) {
      const url = new URL(request.url);
      const cleanUrl = url.origin + url.pathname;
      found = routes
        .filter(({ mayMatch }) => mayMatch(request.method, cleanUrl))
        .map(({ handler }) => handler)
        .filter(
          ({ info: { path } }) => typeof path === 'function' || matchRequestUrl(url, path).matches,
        );
      matching.set(request, found);
    }
    return found;
  };
  // Matches only what one of the handlers matches, so a request none of them takes is still
  // "unhandled" to MSW (the `onUnhandledRequest` strategy applies), not a silent passthrough.
  return http.all(
    ({ request }) => matchingHandlers(request).length > 0,
    async ({ request, requestId }) => {
      const relay = relayBase();
      if (relay) {
        // Relay mode: the host answers, not the mocks. Media go to the network as the host's
        // answers name them (its own pictures, its dead domains); a picture's request is no-cors,
        // whose opaque answer MSW cannot hand back, so they are neither relayed nor logged.
        if (MEDIA_PATH.test(new URL(request.url).pathname)) return passthrough();
        const endpointId = matchingHandlers(request)
          .map((handler) => endpointIdOf(handler))
          .find(Boolean);
        if (endpointId) return relayCall(request, endpointId, relay);
      }
      for (const handler of matchingHandlers(request)) {
        const result = await handler.run({ request, requestId });
        // A handler that matched without answering lets the next one try, as in MSW's list.
        if (result?.response) {
          logMedia(request, result.response);
          return result.response;
        }
      }
      return undefined;
    },
  );
}

/**
 * Whether a handler may match: a test that errs on the side of yes. Patterns of the form
 * `*\/a/:b/c` (all of the platform's) become a regular expression as loose as MSW's matching
 * (path-to-regexp 6: case-insensitive, an optional trailing slash); any other pattern (a RegExp,
 * a predicate, an absolute URL, modifiers) is always a candidate, left to MSW.
 */
export function candidateTest(handler: HttpHandler): (method: string, cleanUrl: string) => boolean {
  const { method, path } = handler.info;
  const methodMatches =
    method instanceof RegExp
      ? (actual: string) => method.test(actual)
      : (actual: string) => actual.toUpperCase() === method.toUpperCase();
  if (typeof path !== 'string' || !/^\*\/[\w/:*.-]*$/.test(path) || /:\w+\*/.test(path)) {
    return methodMatches;
  }
  const source = path
    .split(/(\*+|:\w+)/)
    .map((part) => {
      if (part.startsWith('*')) return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const pattern = new RegExp(`^${source}/?$`, 'i');
  return (actual, cleanUrl) => methodMatches(actual) && pattern.test(cleanUrl);
}

const MEDIA_PATH = /\/mock-media\/([^/]+)\//;

/**
 * A media file's request in the QA panel's Calls tab, with the host asked (the domain list's
 * failover shows as a dead host's failure, then the next host's answer). The API's calls are
 * logged by handle() with their endpoint; media has none.
 */
function logMedia(request: Request, response: Response): void {
  const url = new URL(request.url);
  const domain = MEDIA_PATH.exec(url.pathname)?.[1];
  if (!domain) return;
  const failed = response.type === 'error';
  logCall({
    endpointId: `media ${domain}`,
    method: request.method,
    url: url.host + url.pathname,
    outcome: failed ? 'network' : response.ok ? 'ok' : 'failure',
    code: failed ? null : String(response.status),
    reason: failed ? `${url.host}: dead (no answer)` : null,
  });
}
