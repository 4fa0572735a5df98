import { afterEach, expect, it, vi } from 'vitest';
import { request } from '@/api/client';
import { messagesEndpoints as ep } from '@/api/endpoints/messages';
import { failureOf, setUpAccountClient } from '../handlers/account-test-kit';
import { applyScenario, heldCallCount } from '../runtime';
import { clearCallLog, loggedCalls } from './call-log';

setUpAccountClient();
afterEach(() => applyScenario(''));

/**
 * A Loading story holds a call (`delay:999999`). Answered ~17 minutes later, under whichever
 * scenario then ruled, it reached that story's fresh db and showed in its call log.
 */
it('drops a held call when another scenario takes over: never answered, never logged', async () => {
  applyScenario('messages.unread=delay:999999');
  clearCallLog();
  const held = failureOf(request(ep.unread, {}));
  await vi.waitFor(() => expect(heldCallCount()).toBe(1));

  applyScenario('');
  expect((await held).kind).toBe('network');
  expect(heldCallCount()).toBe(0);
  expect(loggedCalls()).toEqual([]);
});

it('answers a call held no longer than a real wait, whatever happens to the scenario', async () => {
  applyScenario('messages.unread=delay:50');
  const answered = request(ep.unread, {});
  applyScenario('');
  await expect(answered).resolves.toBeDefined();
});
