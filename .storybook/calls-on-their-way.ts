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
/** Per story, the addresses of its calls not yet answered (one entry per call). */
const onTheirWay = new Map<number, string[]>();
const callsOf = (of: number) => onTheirWay.get(of) ?? [];

const pageFetch = window.fetch.bind(window);
window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
  // Aborted already: the browser does not send it.
  if (!signal || signal.aborted) return counted(input, pageFetch(input, init));
  const sent = counted(
    input,
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

function counted(input: RequestInfo | URL, call: Promise<Response>): Promise<Response> {
  const of = story;
  const address = input instanceof Request ? input.url : String(input);
  onTheirWay.set(of, [...callsOf(of), address]);
  const settled = () => {
    const calls = callsOf(of);
    calls.splice(calls.indexOf(address), 1);
  };
  call.then(settled, settled);
  return call;
}

/**
 * Waits (15 s at most, as long as a play function waits for what it looks for) until every call
 * of the last story has had its answer, but those its scenario holds on purpose (a Loading state's
 * `delay:999999`), which never answer. Call it before the scenario (and with it the held calls'
 * count) is reset: the new scenario drops the held ones unanswered (mocks/platform/store.ts). A
 * wait that runs out names the calls, as the next story may then show their answers.
 */
export async function lastStoryCallsAnswered(): Promise<void> {
  const last = story;
  const deadline = performance.now() + 15_000;
  const waiting = () => callsOf(last).length > heldCallCount();
  while (waiting() && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (waiting()) {
    console.warn(
      `Calls of the last story still on their way after 15 s: ${callsOf(last).join(', ')}`,
    );
  }
  onTheirWay.delete(last);
  story += 1;
}
