import type { Faker } from '@faker-js/faker';
import {
  ACTIVE_GAMES,
  ADS,
  BANNERS,
  CHANNELS,
  GAMES,
  GAME_TAGS,
  NAMED_COMMENTS,
  NAMED_POSTS,
  NAMED_REPLIES,
  NAMED_SNAPSHOTS,
  NAMED_THREAD_POST,
  NAMED_THREAD_SIZE,
  NAMED_THREAD_COMMENTS,
  NOTICES,
  POST_LOCATIONS,
  REPORT_TYPES,
  SEARCH_KEYWORDS,
  TAGS,
  VIDEO_ADS,
  VOLUME_POSTS,
  makeComment,
  makePost,
  makeReply,
  makeSnapshot,
  type ActiveGameRow,
  type AdRow,
  type BannerRow,
  type ChannelRow,
  type CommentRow,
  type CreatorRow,
  type GameRow,
  type GameTagRow,
  type HotSearchRow,
  type NoticeRow,
  type PostRow,
  type ReplyRow,
  type ReportTypeRow,
  type SnapshotRow,
  type TagRow,
  type VideoAdRow,
} from '@fixtures/content';
import type { CoreTables } from './core';

/** Per-viewer lists: userId -> ids, latest first. Plain records so the db stays JSON. */
export type ByUser = Record<string, string[]>;

export interface ReportRow {
  reporterId: string;
  typeId: string | null;
  content: string;
  reportUserId: string;
  postId: string | null;
  commentId: string | null;
  replyId: string | null;
  at: string;
}

/** Posts, comments, snapshots, games, search, ads and banners. Owned by the content area. */
export interface ContentTables {
  posts: PostRow[];
  comments: CommentRow[];
  /** In creation order: the order replies are shown in. */
  replies: ReplyRow[];
  snapshots: SnapshotRow[];
  /** snapshotId -> readers, latest first. */
  snapshotReads: Record<string, Array<{ userId: string; at: string }>>;
  games: GameRow[];
  gameTags: GameTagRow[];
  activeGames: ActiveGameRow[];
  tags: TagRow[];
  channels: ChannelRow[];
  ads: AdRow[];
  videoAds: VideoAdRow[];
  banners: BannerRow[];
  notices: NoticeRow[];
  reportTypes: ReportTypeRow[];
  creators: CreatorRow[];
  hotSearches: HotSearchRow[];
  likes: ByUser;
  /** Liked comment and reply ids. */
  commentLikes: ByUser;
  collects: ByUser;
  /** Posts bought once. */
  unlocks: ByUser;
  /** Creators subscribed to. */
  subscriptions: ByUser;
  /** Locked posts opened with a free view today (the mock's day never ends). */
  freeViewsUsed: ByUser;
  /** Posts read, latest first, up to 50. */
  views: ByUser;
  /** Video files played. */
  plays: ByUser;
  /** Authors the viewer asked not to be recommended. */
  recommendExcludes: ByUser;
  searchHistory: ByUser;
  reports: ReportRow[];
  rules: {
    freeViewsPerDay: number;
    /** Scenario 'sensitive-words': every submission counts as containing one. */
    treatAllAsSensitive: boolean;
  };
  /** Minutes after the reference date; each write moves it on, so new content is the newest. */
  clock: number;
  /** Next id for new rows (posts, comments, replies, snapshots). */
  nextId: number;
}

/** What the content operations change: the content slice. */
export interface ContentDb {
  content: ContentTables;
}

export const FREE_VIEWS_PER_DAY = 3;
const FOLLOWED_STORYTELLERS = ['10002', '20003', '20006'];

function volumeUserIds(core: CoreTables): string[] {
  return Object.keys(core.users).filter((id) => id.startsWith('2'));
}

function buildComments(faker: Faker, posts: PostRow[], userIds: string[]) {
  const comments: CommentRow[] = Object.values(NAMED_COMMENTS).map((c) => ({ ...c }));
  const replies: ReplyRow[] = NAMED_REPLIES.map((r) => ({ ...r }));
  let commentId = 61000;
  let replyId = 71000;
  for (const post of posts) {
    const named = post.postId === NAMED_THREAD_POST;
    const count = named
      ? NAMED_THREAD_SIZE - NAMED_THREAD_COMMENTS
      : faker.number.int({ min: 0, max: post.postId.startsWith('5') ? 8 : 5 });
    for (let i = 0; i < count; i += 1) {
      const comment = makeComment(faker, {
        commentId: String((commentId += 1)),
        postId: post.postId,
        userId: faker.helpers.arrayElement(userIds),
        after: post.createdAt,
      });
      // A few posts have a pinned comment (the owner's choice).
      if (!named && i === 0 && count > 3 && faker.datatype.boolean(0.4))
        comment.toppedAt = comment.createdAt;
      comments.push(comment);
      const replyCount = named
        ? 0
        : faker.helpers.weightedArrayElement([
            { weight: 6, value: 0 },
            { weight: 3, value: 2 },
            { weight: 1, value: 5 },
          ]);
      for (let n = 0; n < replyCount; n += 1) {
        const previous = replies.at(-1);
        const answersReply = n > 0 && previous && faker.datatype.boolean(0.3);
        replies.push(
          makeReply(faker, {
            replyId: String((replyId += 1)),
            userId: n % 2 ? post.userId : faker.helpers.arrayElement(userIds),
            toUserId: answersReply ? previous.userId : null,
            comment,
            n,
          }),
        );
      }
    }
  }
  return { comments, replies };
}

function buildCreators(core: CoreTables): CreatorRow[] {
  const kinds = ['goddess', 'v', 'actress'] as const;
  return Object.values(core.users)
    .filter((u) => u.subscriptionPrice !== null || u.tags.length > 0)
    .map((u, i) => ({
      userId: u.userId,
      kind: u.tags.includes('女神认证') ? 'goddess' : kinds[i % kinds.length]!,
      cover: `img/creator/${u.userId}.svg?w=600&h=800`,
    }));
}

function randomLists(faker: Faker, userIds: string[], ids: string[], max: number): ByUser {
  const lists: ByUser = {};
  for (const userId of userIds) lists[userId] = faker.helpers.arrayElements(ids, { min: 0, max });
  return lists;
}

export function createContentTables(faker: Faker, core: CoreTables): ContentTables {
  const volumeUsers = volumeUserIds(core);
  const authorIds = [...volumeUsers, '10002', '10002', '10002', '10003'];
  const subscribable = Object.values(core.users)
    .filter((u) => u.subscriptionPrice !== null)
    .map((u) => u.userId);
  const posts: PostRow[] = Object.values(NAMED_POSTS).map((p) => structuredClone(p) as PostRow);
  const ctx = {
    authorIds,
    subscribable,
    tagIds: TAGS.map((t) => t.tagId),
    locations: POST_LOCATIONS,
  };
  for (let i = 1; i <= VOLUME_POSTS; i += 1) posts.push(makePost(faker, i, ctx));

  const { comments, replies } = buildComments(faker, posts, [...volumeUsers, '10001', '10003']);

  const snapshots: SnapshotRow[] = Object.values(NAMED_SNAPSHOTS).map((s) => ({ ...s }));
  const storytellers = [...FOLLOWED_STORYTELLERS, ...volumeUsers.slice(0, 8)];
  for (let i = 1; i <= 20; i += 1)
    snapshots.push(makeSnapshot(faker, i, storytellers[i % storytellers.length]!));
  const snapshotReads: ContentTables['snapshotReads'] = {};
  for (const snapshot of snapshots) {
    const readers = faker.helpers.arrayElements(volumeUsers, { min: 0, max: 6 });
    snapshotReads[snapshot.id] = readers.map((userId, n) => ({
      userId,
      at: new Date(
        new Date(snapshot.createdAt).getTime() + (readers.length - n) * 60_000,
      ).toISOString(),
    }));
  }

  const volumePostIds = posts.filter((p) => p.postId.startsWith('3')).map((p) => p.postId);
  const likes = randomLists(faker, volumeUsers, volumePostIds, 8);
  likes['10001'] = ['50003', '50007', ...faker.helpers.arrayElements(volumePostIds, 4)];
  const collects = randomLists(faker, volumeUsers, volumePostIds, 3);
  collects['10001'] = ['50002', '50004', ...faker.helpers.arrayElements(volumePostIds, 2)];

  const hotSearches: HotSearchRow[] = [
    ...SEARCH_KEYWORDS.map((keyword) => ({
      keyword,
      heat: faker.number.int({ min: 800, max: 90_000 }),
      userId: null,
    })),
    ...['10002', ...faker.helpers.arrayElements(volumeUsers, 4)].map((userId) => ({
      keyword: core.users[userId]!.nickname,
      heat: faker.number.int({ min: 800, max: 90_000 }),
      userId,
    })),
  ];

  return {
    posts,
    comments,
    replies,
    snapshots,
    snapshotReads,
    games: structuredClone(GAMES),
    gameTags: structuredClone(GAME_TAGS),
    activeGames: structuredClone(ACTIVE_GAMES),
    tags: structuredClone(TAGS),
    channels: structuredClone(CHANNELS),
    ads: structuredClone(ADS),
    videoAds: structuredClone(VIDEO_ADS),
    banners: structuredClone(BANNERS),
    notices: structuredClone(NOTICES),
    reportTypes: structuredClone(REPORT_TYPES),
    creators: buildCreators(core),
    hotSearches,
    likes,
    commentLikes: { '10001': ['60002'] },
    collects,
    unlocks: { '10003': ['50005'] },
    subscriptions: { '20004': ['10002'] },
    freeViewsUsed: {},
    views: { '10001': ['50002', '50004'] },
    plays: {},
    recommendExcludes: {},
    searchHistory: { '10001': ['日落', '摄影'] },
    reports: [],
    rules: { freeViewsPerDay: FREE_VIEWS_PER_DAY, treatAllAsSensitive: false },
    clock: 0,
    nextId: 90001,
  };
}

function addOnce(lists: ByUser, userId: string, id: string): void {
  const list = (lists[userId] ??= []);
  if (!list.includes(id)) list.unshift(id);
}

/** The viewer bought the post (the wallet's pay flow calls this on success). */
export function unlockPost(db: ContentDb, userId: string, postId: string): void {
  addOnce(db.content.unlocks, userId, postId);
}

/** The viewer subscribed to a creator: all of that creator's subscription posts open. */
export function subscribe(db: ContentDb, userId: string, creatorId: string): void {
  addOnce(db.content.subscriptions, userId, creatorId);
}
