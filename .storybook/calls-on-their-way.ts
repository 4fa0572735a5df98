import { heldCallCount } from '@mocks/runtime';

/**
 * The page's calls still on their way (window.fetch), by the story that made them. A story's
 * loader resets the mock db; a call the last story's app made just before it was unmounted
 * (opening a conversation reads it) could reach the handlers after that reset, and change the
 * next story's fresh db. Seen under `npm run test:stress`: Chat › Reading Clears Unread showed a
 * second conversation read, by the Older Messages story before it.
 */
let story = 0;
const onTheirWay = new Map<number, number>();
const add = (of: number, by: number) => onTheirWay.set(of, (onTheirWay.get(of) ?? 0) + by);

const pageFetch = window.fetch.bind(window);
window.fetch = async (...args: Parameters<typeof fetch>) => {
  const of = story;
  add(of, 1);
  try {
    return await pageFetch(...args);
  } finally {
    add(of, -1);
  }
};

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
