import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureClient, request } from '@/api/client';
import type { Endpoint, EndpointInput } from '@/api/contract';
import { allEndpoints, contract } from '@/api/endpoints';
import { actionsEndpoints as actions } from '@/api/endpoints/actions';
import { userEndpoints as user } from '@/api/endpoints/user';
import { NAMED_TOKENS } from '@fixtures/users';
import { db } from './db';
import { examples } from './examples';
import { changesData, READS_THAT_WRITE } from './persistence';
import { setCommit } from './platform/store';
import { applyScenario } from './runtime';

/**
 * Issue 27, point 6: the browser's mock db stores each change before it answers. Here the commit
 * step of the handler pipeline is watched (the browser's is an IndexedDB write, checked by the
 * reload journeys of e2e/persistence.spec.ts).
 */
beforeEach(() => {
  configureClient({
    getToken: () => NAMED_TOKENS.member,
    getLanguage: () => 'en_US',
    apply: () => {},
    getStatisticsBase: () => 'https://stats-a.media.test/',
  });
  applyScenario('');
});
afterEach(() => setCommit(null));

/** A commit step that holds every call until released, recording what it was asked to keep. */
function holdCommits() {
  const asked: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  setCommit(async (endpoint) => {
    asked.push(endpoint.id);
    await held;
  });
  return { asked, release: () => release() };
}

/** Whether a promise has settled after the pending work of this moment has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('the handler pipeline', () => {
  it('answers a write only once its change is stored', async () => {
    const commits = holdCommits();
    const answer = request(user.setNotice, { body: { mentions: false } });
    expect(await settled(answer)).toBe(false);
    expect(commits.asked).toEqual(['user.setNotice']);
    commits.release();
    await expect(answer).resolves.toMatchObject({ mentions: false });
  });

  it('stores a refused write too (a wrong try counts) before answering it', async () => {
    const commits = holdCommits();
    const answer = request(user.changePassword, {
      body: { oldPassword: 'wrong-one', newPassword: 'whatever1' },
    });
    expect(await settled(answer)).toBe(false);
    commits.release();
    await expect(answer).rejects.toMatchObject({ message: 'The original password is incorrect' });
  });

  it('stores the work of a call whose answer is then lost', async () => {
    const commits = holdCommits();
    applyScenario('actions.like=network-after');
    const answer = request(actions.like, { body: { type: 0, postId: '50001', status: 1 } });
    expect(await settled(answer)).toBe(false);
    expect(commits.asked).toEqual(['actions.like']);
    commits.release();
    await expect(answer).rejects.toBeDefined();
  });
});

describe('which calls are saved', () => {
  it('saves every call that is not a read, and the reads that write', () => {
    const byId = new Map(allEndpoints().map((e) => [e.id, e]));
    for (const id of READS_THAT_WRITE) expect(byId.get(id)?.method, id).toBe('GET');
    expect(changesData({ id: 'user.setNotice', method: 'PUT' })).toBe(true);
    expect(changesData({ id: 'actions.follow', method: 'GET' })).toBe(true);
    expect(changesData({ id: 'feeds.postList', method: 'GET' })).toBe(false);
  });

  it('lists every read whose example changes the db', async () => {
    const writes: string[] = [];
    for (const [area, group] of Object.entries(contract))
      for (const [name, endpoint] of Object.entries(group as Record<string, Endpoint>)) {
        if (endpoint.method !== 'GET') continue;
        applyScenario('');
        const before = JSON.stringify(db());
        const input = examples[area]?.[name] as EndpointInput<Endpoint>;
        await request(endpoint, input).catch(() => null);
        if (JSON.stringify(db()) !== before) writes.push(endpoint.id);
      }
    expect(writes.filter((id) => !READS_THAT_WRITE.has(id))).toEqual([]);
  }, 60_000);
});
