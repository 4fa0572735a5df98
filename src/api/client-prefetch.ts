/**
 * Answers the inline script of index.html started before the app's code arrived (the find tab's
 * first calls, `src/app/prefetch-inline.ts`). `request()` takes one instead of fetching when the
 * URL and the token are the same; each is taken at most once and only while fresh, so a later
 * refetch always goes to the network. The answer then goes through the same parsing, schema and
 * error policy as a fetched one.
 */
/** One call started by the inline script, as the app finds it on `window.__prefetched`. */
export interface PrefetchedCall {
  url: string;
  /** The token sent (null for a public call): adopted only by a request with the same token. */
  token: string | null;
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __prefetched?: PrefetchedCall[];
  }
}

const FRESH_MS = 20_000;

export function takePrefetched(url: string, init: RequestInit): Promise<Response> | null {
  if (typeof window === 'undefined' || !window.__prefetched || init.method !== 'GET') return null;
  const calls: PrefetchedCall[] = window.__prefetched;
  const token = new Headers(init.headers).get('Authorization');
  const index = calls.findIndex((c) => c.url === url && c.token === token);
  if (index < 0) return null;
  const [call] = calls.splice(index, 1) as [PrefetchedCall];
  if (Date.now() - call.at > FRESH_MS) return null;
  const { signal } = init;
  // A failed prefetch (the network blinked before the app started) is simply fetched again.
  const answer = call.response.catch(() => fetch(url, init));
  if (!signal) return answer;
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject);
  });
}
