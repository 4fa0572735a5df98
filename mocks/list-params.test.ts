import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { configureClient, request } from '@/api/client';
import type { Endpoint, EndpointInput } from '@/api/contract';
import { allEndpoints } from '@/api/endpoints';
import { NAMED_TOKENS } from '@fixtures/users';
import { db, type MockDb } from './db';
import { applyScenario } from './runtime';

/**
 * The list parameters a mock must honour as a server would (issue 25): paging, order and the
 * filters. Every GET endpoint of the contract that declares one of them must have its case below:
 * a new parameter or list without a case fails the first test.
 */
const LIST_PARAMS = [
  'page',
  'sort',
  'sortType',
  'type',
  'tagId',
  'tagType',
  'level',
  'parentCode',
  'locationCode',
  'keyword',
  'search',
  'reviewStatus',
  'status',
] as const;
type ListParam = (typeof LIST_PARAMS)[number];

type Item = Record<string, unknown>;
type Query = Record<string, unknown>;

interface Filter {
  values: unknown[];
  /** Every item answered for `value` satisfies this. */
  holds?: (item: Item, value: unknown) => boolean;
  /** The order the answer for `value` follows, most first. */
  orderedBy?: (item: Item, value: unknown) => number | string;
}

interface ListCase {
  query?: Query;
  path?: Record<string, string>;
  token?: string;
  scenario?: string;
  /** Data the seed lacks for a second page or a second entry, made by the db's own rules. */
  setup?: (db: MockDb) => void;
  /** The key of the documented order (most or newest first); sort asc must answer it reversed. */
  orderedBy?: (item: Item) => number | string;
  /** Parameters honoured by a rule other than a filter: what the test checks instead. */
  filters?: Partial<Record<ListParam, Filter>>;
}

const num = (key: string) => (item: Item) => Number(item[key]);
const text = (key: string) => (item: Item) => String(item[key]);
const postType = (item: Item, value: unknown) => !value || item.postType === value;
const POST_TYPES: Filter = { values: [1, 2, 3], holds: postType };
const TAGS = ['201', '202', '203'];

const CASES: Record<string, ListCase> = {
  'feeds.postList': {
    orderedBy: text('createTime'),
    filters: {
      type: POST_TYPES,
      locationCode: { values: ['310000', '110000'] },
    },
  },
  'feeds.recommendList': {},
  'feeds.typePage': {
    query: { sortType: 1 },
    orderedBy: num('thumbupNum'),
    filters: {
      type: POST_TYPES,
      tagId: { values: TAGS, holds: (p, v) => (p.tagIds as string[]).includes(String(v)) },
      sortType: {
        values: [1, 2, 3],
        orderedBy: (p, v) =>
          v === 1 ? num('thumbupNum')(p) : v === 3 ? num('viewNum')(p) : text('createTime')(p),
      },
    },
  },
  'feeds.ranking': {
    query: { sortType: 1 },
    orderedBy: num('thumbupNum'),
    filters: {
      type: POST_TYPES,
      sortType: {
        values: [1, 2, 3],
        orderedBy: (p, v) =>
          v === 1 ? num('thumbupNum')(p) : v === 3 ? num('viewNum')(p) : -num('rank')(p),
      },
    },
  },
  'feeds.followList': { orderedBy: text('createTime') },
  'feeds.findByPost': { path: { postId: '50001' } },
  'feeds.similar': { query: { postId: '50001' }, filters: { type: POST_TYPES } },
  'feeds.tags': { filters: { tagType: { values: [1, 2], holds: (t, v) => t.tagType === v } } },
  'feeds.locationChannels': {
    filters: {
      level: { values: ['province', 'city'], holds: (c, v) => c.level === v },
      parentCode: { values: ['310000', '440000'], holds: (c, v) => c.parentCode === v },
    },
  },
  'feeds.longVideoPage': {
    orderedBy: text('createTime'),
    filters: { type: { values: [1, 2], holds: postType } },
  },
  'feeds.userVideo': { query: { userId: '10002' }, orderedBy: text('createTime') },
  'feeds.goddessPage': {},
  'feeds.bigVPage': {},
  'feeds.actressPage': {},
  'feeds.aVList': { orderedBy: num('viewNum') },
  'feeds.bigVList': { orderedBy: num('thumbupNum') },
  'feeds.pinkedList': { orderedBy: text('createTime') },
  'games.list': {
    orderedBy: num('playerNum'),
    filters: {
      tagId: {
        values: ['g1', 'g2'],
        holds: (g, v) => (g.tagIds as string[] | undefined)?.includes(String(v)) ?? true,
      },
    },
  },
  'actions.likeList': {
    token: NAMED_TOKENS.creator,
    filters: {
      search: {
        values: ['lin', 'wang'],
        holds: (e, v) => JSON.stringify(e.userInfo).toLowerCase().includes(String(v)),
      },
      status: { values: [1, 0] },
    },
  },
  'comments.page': { query: { postId: '50001' } },
  'comments.childReplies': { query: { commentId: '60002' } },
  'snapshots.list': { orderedBy: text('createTime') },
  'snapshots.reviewList': {
    scenario: 'snapshots-in-review',
    filters: {
      reviewStatus: {
        values: ['pending', 'rejected'],
        holds: (s, v) => JSON.stringify(s).includes(String(v)),
      },
    },
  },
  'snapshots.readers': { query: { snapshotId: '80002' } },
  'search.searchUser': {
    query: { keyword: 'a' },
    filters: { keyword: { values: ['aya', 'wang'] } },
  },
  'search.posts': {
    query: { keyword: 'a' },
    orderedBy: text('createTime'),
    filters: {
      type: POST_TYPES,
      keyword: { values: ['晚霞', '猫'], holds: (p, v) => String(p.content).includes(String(v)) },
    },
  },
  'own.posts': { orderedBy: text('createTime'), filters: { type: POST_TYPES } },
  'own.favourites': { filters: { type: POST_TYPES } },
  'own.collections': { filters: { type: POST_TYPES } },
  'messages.list': {
    orderedBy: text('createTime'),
    filters: { type: { values: ['like', 'comment', 'system'], holds: (n, v) => n.type === v } },
  },
  'messages.feedbackReplies': {
    // A second answered feedback, answered earlier than the seeded one.
    setup: (store) => {
      const answered = store.accounts.feedback.find((f) => f.userId === '10001' && f.reply);
      if (!answered?.repliedAt) throw new Error('the seed has no answered feedback');
      const earlier = new Date(Date.parse(answered.repliedAt) - 60_000).toISOString();
      store.accounts.feedback.push({ ...answered, id: `${answered.id}-2`, repliedAt: earlier });
    },
  },
  'messages.conversations': {},
  'messages.conversation': { path: { fromUserId: '10001', toUserId: '10002' } },
  'messages.feedbackList': {},
  'user.fans': {
    token: NAMED_TOKENS.creator,
    setup: (store) => {
      for (const fan of ['10001', '10003']) {
        const followed = (store.follows[fan] ??= []);
        if (!followed.includes('10002')) followed.push('10002');
      }
    },
  },
  'user.follows': {},
  'wallet.details': {
    filters: { type: { values: [101, 103, 401], holds: (d, v) => d.type === v } },
  },
  'wallet.orders': { filters: { type: { values: [1, 2, 4], holds: (o, v) => o.type === v } } },
  'wallet.rechargeCardRecords': { scenario: 'recharge-card-records' },
  'wallet.payWays': { filters: { type: { values: [5, 1] } } },
};

function declared(endpoint: Endpoint): string[] {
  const q = endpoint.query;
  return q instanceof z.core.$ZodObject ? Object.keys(q._zod.def.shape) : [];
}

const lists = allEndpoints().filter(
  (e) =>
    e.method === 'GET' && declared(e).some((k) => (LIST_PARAMS as readonly string[]).includes(k)),
);

let token: string = NAMED_TOKENS.member;
beforeEach(() => {
  token = NAMED_TOKENS.member;
  configureClient({ getToken: () => token, getLanguage: () => 'en_US', apply: () => {} });
});

async function items(endpoint: Endpoint, c: ListCase, query: Query): Promise<Item[]> {
  const input = { path: c.path, query: { ...c.query, ...query } } as EndpointInput<Endpoint>;
  const data = (await request(endpoint, input)) as unknown;
  if (Array.isArray(data)) return data as Item[];
  return (data as { resultList: Item[] }).resultList;
}

/** What tells two entries apart (a conversation's read flags change as it is read). */
function idOf(item: Item): string {
  for (const key of ['replyId', 'commentId', 'orderId', 'id']) {
    if (typeof item[key] === 'string') return `${key}:${String(item[key])}`;
  }
  const user = (item.user ?? item.userInfo) as Item | undefined;
  if (user && !('content' in item))
    return `user:${String(user.userId)}:${String(item.postId ?? '')}`;
  for (const key of ['postId', 'tagId', 'code', 'userId']) {
    if (typeof item[key] === 'string' && item[key]) return `${key}:${String(item[key])}`;
  }
  return JSON.stringify(item);
}

function sizeKey(endpoint: Endpoint): string {
  return ['size', 'limit', 'num'].find((k) => declared(endpoint).includes(k)) ?? 'size';
}

function expectOrdered(rows: Item[], key: (item: Item) => number | string, label: string) {
  const keys = rows.map(key);
  const sorted = [...keys].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
  expect(keys, label).toEqual(sorted);
}

describe('list parameters honoured by the mocks', () => {
  it('has a case for every list endpoint of the contract and each parameter it declares', () => {
    const missing = lists.flatMap((e) => {
      const c = CASES[e.id];
      if (!c) return [e.id];
      const needsCase = declared(e).filter(
        (k) => (LIST_PARAMS as readonly string[]).includes(k) && !['page', 'sort'].includes(k),
      );
      return needsCase
        .filter((k) => !c.filters?.[k as ListParam] && !(k in (c.query ?? {})))
        .map((k) => `${e.id} ${k}`);
    });
    expect(missing).toEqual([]);
  });

  describe.each(lists.map((e) => [e.id, e] as const))('%s', (id, endpoint) => {
    const c = CASES[id] ?? {};
    const params = declared(endpoint);
    beforeEach(() => {
      token = c.token ?? NAMED_TOKENS.member;
      applyScenario(c.scenario ?? '');
      c.setup?.(db());
    });

    it.runIf(params.includes('page'))('page 2 continues page 1 with no repeats', async () => {
      const size = sizeKey(endpoint);
      const first = await items(endpoint, c, { page: 1, [size]: 1 });
      const second = await items(endpoint, c, { page: 2, [size]: 1 });
      const both = await items(endpoint, c, { page: 1, [size]: 2 });
      expect(second.length, 'the seed needs a second page').toBeGreaterThan(0);
      const ids = [...first, ...second].map(idOf);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(both.map(idOf));
    });

    it.runIf(params.includes('sort'))('one sort answers the other reversed', async () => {
      const size = sizeKey(endpoint);
      // The spec's `page, size` lists read asc as documented (its default); `limit` lists desc.
      const documentedAs = size === 'size' ? 'asc' : 'desc';
      const documented = await items(endpoint, c, { [size]: 1000, sort: documentedAs });
      const other = await items(endpoint, c, {
        [size]: 1000,
        sort: documentedAs === 'asc' ? 'desc' : 'asc',
      });
      const plain = await items(endpoint, c, { [size]: 1000 });
      expect(documented.length, 'the seed needs two entries to order').toBeGreaterThan(1);
      expect(documented.map(idOf)).not.toEqual(other.map(idOf));
      expect(plain.map(idOf), 'no sort: the documented order').toEqual(documented.map(idOf));
      if (c.orderedBy) expectOrdered(documented, c.orderedBy, `sort ${documentedAs}`);
      // Answers with a fixed head or tail: pinned comments, the post itself, the sloppy
      // backend's junk entries of the user search.
      if (['comments.page', 'feeds.findByPost', 'search.searchUser'].includes(id)) return;
      expect(other.map(idOf)).toEqual([...documented].reverse().map(idOf));
    });

    const filters = Object.entries(c.filters ?? {});
    it.runIf(filters.length > 0)(
      'each filter value answers what it asks for, and they differ',
      async () => {
        for (const [param, filter] of filters) {
          const answers: string[] = [];
          for (const value of filter.values) {
            const rows = await items(endpoint, c, {
              [param]: value,
              ...(params.includes('page') ? { [sizeKey(endpoint)]: 1000 } : {}),
            });
            for (const row of rows)
              expect(filter.holds?.(row, value) ?? true, `${param}=${String(value)}`).toBe(true);
            if (filter.orderedBy)
              expectOrdered(rows, (r) => filter.orderedBy!(r, value), `${param}=${String(value)}`);
            answers.push(JSON.stringify(rows.map(idOf)));
          }
          expect(
            answers.some((a) => a !== '[]'),
            `${param}: some value answers entries`,
          ).toBe(true);
          expect(new Set(answers).size, `${param}: values give different answers`).toBeGreaterThan(
            1,
          );
        }
      },
    );
  });

  it('answers picked posts for sortType 2 with sort asc (the spec), newest first', async () => {
    const endpoint = allEndpoints().find((e) => e.id === 'feeds.typePage')!;
    const picked = await items(endpoint, {}, { sortType: 2, sort: 'asc', limit: 1000 });
    const latest = await items(endpoint, {}, { sortType: 2, sort: 'desc', limit: 1000 });
    expect(picked.length).toBeGreaterThan(0);
    expect(picked.length).toBeLessThan(latest.length);
    expect(picked.every((p) => latest.some((l) => l.postId === p.postId))).toBe(true);
    expectOrdered(picked, text('createTime'), 'picked');
  });
});
