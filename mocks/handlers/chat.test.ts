import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/client';
import { messagesEndpoints as ep } from '@/api/endpoints/messages';
import { applyScenario } from '../runtime';
import { failureOf, setUpAccountClient } from './account-test-kit';
import { CHAT_REPLY_DELAY_MS } from './chat-replies';

setUpAccountClient();
afterEach(() => {
  applyScenario('');
  vi.useRealTimers();
});

const AYA = '10002';
const send = (content: string, clientMessageId?: string) =>
  request(ep.send, { body: { toUserId: AYA, content, clientMessageId } });
const conversation = (page = 1) =>
  request(ep.conversation, {
    path: { fromUserId: '10001', toUserId: AYA },
    query: { page, size: 10 },
  });

describe('chat', () => {
  it('the other member answers after a short delay, in the language of the sender', async () => {
    applyScenario('');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const sent = await send('hello');
    expect((await conversation()).resultList[0]?.id).toBe(sent.id);
    await vi.advanceTimersByTimeAsync(CHAT_REPLY_DELAY_MS);
    const [reply] = (await conversation()).resultList;
    expect(reply).toMatchObject({ fromUserId: AYA, toUserId: '10001' });
    expect(reply?.content).toMatch(/[a-z]/i);
  });

  it('a retry with the same client id after a lost answer stores the message once', async () => {
    applyScenario('chat-answer-lost');
    const lost = await failureOf(send('only once', 'c-1'));
    expect(lost.kind).toBe('network');
    const retried = await send('only once', 'c-1');
    const mine = (await conversation()).resultList.filter((m) => m.content === 'only once');
    expect(mine.map((m) => m.id)).toEqual([retried.id]);
  });

  it('chat-refused refuses every permission, and the send with it', async () => {
    applyScenario('chat-refused');
    expect(await request(ep.chatPermission, { path: { toUserId: AYA } })).toMatchObject({
      allowed: false,
      reason: 'subscriptionRequired',
    });
    expect((await failureOf(send('hi'))).kind).toBe('code');
  });

  it('chat-send-fails answers 10000 with the server message', async () => {
    applyScenario('chat-send-fails');
    const error = await failureOf(send('hi'));
    expect(error).toMatchObject({ code: '10000' });
    expect(error.message).toContain('busy');
  });

  it('chat-history pages older messages, 10 at a time', async () => {
    applyScenario('chat-history');
    const first = await conversation(1);
    expect(first.resultList).toHaveLength(10);
    expect(first.hasNextPage).toBe(true);
    const third = await conversation(3);
    expect(third.resultList.length).toBeGreaterThan(0);
  });
});

describe('chat text', () => {
  it('refuses a sensitive word like comments do', async () => {
    applyScenario('');
    const error = await failureOf(send('this is a scam'));
    expect(error.message).toBe('This content contains sensitive words');
  });
});
