/**
 * Which calls the verifier makes, in which order, with which inputs.
 *
 * Every GET of the contract, except the few GETs that change something on the server (listed in
 * WRITES with the reason). Ids come from earlier answers (a post id from the first post of the
 * home feed, a comment from that post's comments…) or, where nothing earlier names one, from a
 * seed (SEEDS, overridable with --seed name=value): a call whose id nobody gave is skipped, and
 * says so.
 */
import type { Endpoint } from '../../src/api/contract.ts';
import { allEndpoints } from '../../src/api/endpoints/index.ts';

/** GETs that write: never called. */
export const WRITES: Record<string, string> = {
  'auth.visitor': 'makes a visitor account',
  'actions.follow': 'follows a user',
  'wallet.payToken': 'issues a pay token (the first step of a payment)',
  'messages.conversation': 'marks the conversation read',
  'auth.checkVerifyCode': "a guess counts against the phone's SMS code attempts",
  'auth.checkAccountPhone': "a guess counts against the account's recovery attempts",
};

/** Values no earlier answer gives. A real host may need others: `--seed keyword=…`. */
export const SEEDS: Record<string, string> = {
  sortType: '1',
  /** Ad location 201: the inline ad of the feeds; banners of the find tab are location 1. */
  adLocation: '201',
  bannerLocation: '1',
  /** Popup notices shown at launch. */
  trigger: '1',
  keyword: 'a',
  inviteCode: 'AYA777',
  phone: '13900000000',
  name: 'verify_api_probe',
  username: 'lin_xiao',
  timestamp: '0',
};

export type Known = Record<string, string | undefined>;

type Input = { path?: Record<string, string>; query?: Record<string, string | number> };

/** What a call needs, from what is known so far; `undefined` when a value is missing. */
type Needs = (known: Known) => Input | { missing: string };

const need =
  (build: (v: Record<string, string>) => Input, ...names: string[]): Needs =>
  (known) => {
    const missing = names.find((n) => !known[n]);
    return missing ? { missing } : build(known as Record<string, string>);
  };

const INPUTS: Record<string, Needs> = {
  'feeds.typePage': need((v) => ({ query: { sortType: v.sortType! } }), 'sortType'),
  'feeds.ranking': need((v) => ({ query: { sortType: v.sortType! } }), 'sortType'),
  'feeds.findByPost': need((v) => ({ path: { postId: v.postId! } }), 'postId'),
  'feeds.similar': need((v) => ({ query: { postId: v.postId! } }), 'postId'),
  'feeds.advertising': need((v) => ({ query: { location: v.adLocation! } }), 'adLocation'),
  'feeds.videoAd': need((v) => ({ query: { userId: v.me! } }), 'me'),
  'feeds.popupNotices': need((v) => ({ query: { trigger: v.trigger! } }), 'trigger'),
  'feeds.banners': need((v) => ({ query: { location: v.bannerLocation! } }), 'bannerLocation'),
  'feeds.viewedPosts': need((v) => ({ path: { id: v.me! } }), 'me'),
  'feeds.userVideo': need((v) => ({ query: { userId: v.authorId! } }), 'authorId'),
  'games.detail': need((v) => ({ path: { id: v.gameId! } }), 'gameId'),
  'post.fileInfo': need((v) => ({ path: { postId: v.postId! } }), 'postId'),
  'post.detail': need((v) => ({ path: { id: v.postId! } }), 'postId'),
  'comments.page': need((v) => ({ query: { postId: v.postId! } }), 'postId'),
  'comments.childReplies': need((v) => ({ query: { commentId: v.commentId! } }), 'commentId'),
  'snapshots.detail': need((v) => ({ path: { id: v.snapshotId! } }), 'snapshotId'),
  'snapshots.file': need((v) => ({ path: { id: v.snapshotId! } }), 'snapshotId'),
  // Only the author sees who read a snapshot: the member's own.
  'snapshots.readers': need((v) => ({ query: { snapshotId: v.ownSnapshotId! } }), 'ownSnapshotId'),
  'search.searchUser': need((v) => ({ query: { keyword: v.keyword! } }), 'keyword'),
  'search.posts': need((v) => ({ query: { keyword: v.keyword! } }), 'keyword'),
  'config.sensitiveWords': need((v) => ({ path: { timestamp: v.timestamp! } }), 'timestamp'),
  'config.impressionPhrases': need((v) => ({ path: { timestamp: v.timestamp! } }), 'timestamp'),
  'messages.chatPermission': need((v) => ({ path: { toUserId: v.authorId! } }), 'authorId'),
  'auth.checkInviteCode': need((v) => ({ query: { inviteCode: v.inviteCode! } }), 'inviteCode'),
  'auth.checkPhone': need((v) => ({ query: { phone: v.phone! } }), 'phone'),
  'auth.checkName': need((v) => ({ query: { name: v.name! } }), 'name'),
  'auth.safetyQuestions': need((v) => ({ query: { username: v.username! } }), 'username'),
  'user.vipInfo': need((v) => ({ path: { userId: v.me! } }), 'me'),
  'user.profile': need((v) => ({ path: { id: v.me! } }), 'me'),
  'user.account': need((v) => ({ path: { userId: v.me! } }), 'me'),
  'wallet.detail': need((v) => ({ path: { id: v.detailId! } }), 'detailId'),
  'wallet.order': need((v) => ({ path: { id: v.orderId! } }), 'orderId'),
  'wallet.withdrawalRecord': need((v) => ({ path: { id: v.withdrawalId! } }), 'withdrawalId'),
};

/** Reads `data.a[0].b` without trusting the answer's shape (it is what is being checked). */
function pick(data: unknown, ...path: Array<string | number>): string | undefined {
  let at: unknown = data;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return typeof at === 'string' || typeof at === 'number' ? String(at) : undefined;
}

function firstWith(
  data: unknown,
  key: string,
  where: (row: unknown) => boolean = () => true,
): string | undefined {
  const rows = typeof data === 'object' && data !== null && 'resultList' in data;
  const list = rows ? (data as { resultList: unknown }).resultList : undefined;
  if (!Array.isArray(list)) return undefined;
  for (const row of list) {
    if (!where(row)) continue;
    const value = pick(row, key);
    if (value) return value;
  }
  return undefined;
}

/** The ids an answer gives to the calls after it. */
const HARVEST: Record<string, (data: unknown, known: Known) => Known> = {
  'feeds.postList': (d) => ({ postId: firstWith(d, 'postId'), authorId: firstWith(d, 'userId') }),
  'comments.page': (d) => ({ commentId: firstWith(d, 'commentId') }),
  'snapshots.list': (d, known) => ({
    snapshotId: firstWith(d, 'id'),
    ownSnapshotId: firstWith(d, 'id', (row) => pick(row, 'userId') === known.me),
  }),
  'games.list': (d) => ({ gameId: firstWith(d, 'id') }),
  'wallet.orders': (d) => ({ orderId: firstWith(d, 'orderId') }),
  'wallet.details': (d) => ({
    detailId: firstWith(d, 'id'),
    withdrawalId: firstWith(d, 'withdrawalId'),
  }),
};

export function harvest(endpoint: Endpoint, data: unknown, known: Known): void {
  for (const [name, value] of Object.entries(HARVEST[endpoint.id]?.(data, known) ?? {}))
    if (value && !known[name]) known[name] = value;
}

export function inputFor(endpoint: Endpoint, known: Known): Input | { missing: string } {
  return INPUTS[endpoint.id]?.(known) ?? {};
}

/**
 * The GETs to call: those that give ids first (in the order they depend on each other), then
 * the rest in the contract's order.
 */
export function readOnlyCalls(): Endpoint[] {
  const gets = allEndpoints().filter((e) => e.method === 'GET' && !WRITES[e.id]);
  const givers = Object.keys(HARVEST);
  const rank = (e: Endpoint) => {
    const i = givers.indexOf(e.id);
    return i < 0 ? givers.length : i;
  };
  return gets
    .map((e, i) => ({ e, i }))
    .sort((a, b) => rank(a.e) - rank(b.e) || a.i - b.i)
    .map(({ e }) => e);
}
