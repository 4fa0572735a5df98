import { heldCallCount } from '@mocks/runtime';

/**
 * The page's calls still on their way (window.fetch), across stories. A story's loader resets the
 * mock db; a call the last story's app made just before it was unmounted (opening a conversation
 * marks it read) could reach the handlers after that reset, and change the next story's fresh db.
 * Seen under `npm run test:stress`: Chat › Reading Clears Unread showed a second conversation read,
 * by the Older Messages story before it.
 */
let onTheirWay = 0;
const pageFetch = window.fetch.bind(window);
window.fetch = async (...args: Parameters<typeof fetch>) => {
  onTheirWay += 1;
  try {
    return await pageFetch(...args);
  } finally {
    onTheirWay -= 1;
  }
};

/**
 * Waits (5 s at most) until every call of the last story has had its answer, but those its
 * scenario holds on purpose (a Loading state's `delay:999999`), which never answer. Call it before
 * the scenario (and with it the held calls' count) is reset.
 */
export async function lastStoryCallsAnswered(): Promise<void> {
  const deadline = performance.now() + 5000;
  while (onTheirWay > heldCallCount() && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
