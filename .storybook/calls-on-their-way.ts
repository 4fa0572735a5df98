import { heldCallCount } from '@mocks/runtime';

/**
 * The page's calls still on their way (window.fetch), by the story that made them. A story's
 * loader resets the mock db; a call the last story's app made just before it was unmounted
 * (opening a conversation reads it) could reach the handlers after that reset, and change the
 * next story's fresh db. Seen under `npm run test:stress`: Chat › Reading Clears Unread showed a
 * second conversation read, by the Older Messages story before it.
 *
 * A call the app gives up on (React Query aborts a query's call when its screen is unmounted)
 * still reaches the handlers, as it reaches a server: the page's abort only stops the wait for
 * its answer. So the app sees the abort at once, and the call is counted until the handlers have
 * answered it. Counted until the abort, the Older Messages story's last poll of Aya's
 * conversation (aborted as the story was unmounted) was answered by the handlers after the
 * reset, and marked her messages read in Reading Clears Unread's fresh db.
 */
let story = 0;
const onTheirWay = new Map<number, number>();
const add = (of: number, by: number) => onTheirWay.set(of, (onTheirWay.get(of) ?? 0) + by);

const pageFetch = window.fetch.bind(window);
window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
  // Aborted already: the browser does not send it.
  if (!signal || signal.aborted) return counted(pageFetch(input, init));
  const sent = counted(
    pageFetch(input instanceof Request ? new Request(input, { signal: null }) : input, {
      ...init,
      signal: null,
    }),
  );
  return new Promise<Response>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    sent.then(resolve, reject);
  });
};

function counted(call: Promise<Response>): Promise<Response> {
  const of = story;
  add(of, 1);
  const settled = () => add(of, -1);
  call.then(settled, settled);
  return call;
}

/**
 * Waits (5 s at most) until every call of the last story has had its answer, but those its
 * scenario holds on purpose (a Loading state's `delay:999999`), which never answer. Call it before
 * the scenario (and with it the held calls' count) is reset. Calls of stories before the last are
 * not waited for: any still on its way is one they held.
 */
export async function lastStoryCallsAnswered(): Promise<void> {
  const last = story;
  const deadline = performance.now() + 5000;
  while ((onTheirWay.get(last) ?? 0) > heldCallCount() && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  onTheirWay.delete(last);
  story += 1;
}
