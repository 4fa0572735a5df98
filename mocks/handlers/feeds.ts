import { feedsEndpoints as ep } from '@/api/endpoints/feeds';
import { handle, fail } from '../platform/handle';
import { inOrder, paginate } from '../platform/paging';
import { CONTENT_MESSAGES } from './content-messages';
import { byPostType, canSee, findPost, listOf, publicPosts, setMark } from './content-store';
import { pagePosts, toPostView } from './content-views';
import {
  byDesc,
  creatorIdsOf,
  inLocation,
  isLongVideo,
  isShortVideo,
  rankingOrdered,
  recommendedFor,
  typeOrdered,
} from './feed-order';
import { feedCatalogHandlers } from './feeds-catalog';

/** Post feeds. Lists are built from the live db, so likes, follows and deletes show at once. */
const postListHandlers = [
  handle(ep.postList, ({ db, userId, query }) => {
    let rows = publicPosts(db).filter(byPostType(query.type));
    if (query.locationCode) rows = rows.filter(inLocation(db, query.locationCode));
    return pagePosts(db, rows, userId, query.page, query.size, query.sort);
  }),
  handle(ep.recommendList, ({ db, userId, query }) =>
    pagePosts(db, recommendedFor(db, userId), userId, query.page, query.size, query.sort),
  ),
  handle(ep.excludeUser, ({ db, userId, body }) => {
    if (!db.users[body.userId]) return fail(CONTENT_MESSAGES.userNotFound);
    setMark(db.content.recommendExcludes, userId!, body.userId, true);
    return null;
  }),
  handle(ep.typePage, ({ db, userId, query }) => {
    // "Picked" is sortType 2 with sort asc (the spec): a list of its own, newest first.
    const picked = query.sortType === 2 && query.sort === 'asc';
    const rows = typeOrdered(db, query.sortType, picked)
      .filter(byPostType(query.type))
      .filter((p) => !query.tagId || p.tagIds.includes(query.tagId));
    const sort = picked ? 'desc' : query.sort;
    return pagePosts(db, rows, userId, query.page, query.limit, sort, 'desc');
  }),
  handle(ep.ranking, ({ db, userId, query }) => {
    const rows = rankingOrdered(db, query.sortType).filter(byPostType(query.type));
    const page = pagePosts(db, rows, userId, query.page, query.limit, query.sort, 'desc');
    // A rank is the post's place among the most first, whichever way the page is read.
    const first = (query.page - 1) * query.limit;
    const rankAt = (i: number) => (query.sort === 'asc' ? rows.length - first - i : first + i + 1);
    return { ...page, resultList: page.resultList.map((p, i) => ({ ...p, rank: rankAt(i) })) };
  }),
  handle(ep.followList, ({ db, userId, query }) => {
    const followed = db.follows[query.userId ?? userId!] ?? [];
    const rows = publicPosts(db).filter((p) => followed.includes(p.userId));
    return pagePosts(db, rows, userId, query.page, query.size, query.sort);
  }),
  handle(ep.findByPost, ({ db, userId, path, query }) => {
    // The post itself comes first in the answer: someone else's, only once approved.
    const post = findPost(db, path.postId);
    if (!post || !canSee(post, userId)) return fail(CONTENT_MESSAGES.postNotFound);
    const shared = (p: { tagIds: string[] }) => p.tagIds.some((t) => post.tagIds.includes(t));
    const others = recommendedFor(db, userId).filter((p) => p.postId !== post.postId);
    // The post itself stays first; `sort` orders the recommendations after it.
    const after = inOrder(
      [...others.filter(shared), ...others.filter((p) => !shared(p))],
      query.sort,
      'asc',
    );
    return pagePosts(db, [post, ...after], userId, query.page, query.size);
  }),
  handle(ep.similar, ({ db, userId, query }) => {
    const post = findPost(db, query.postId);
    if (!post) return fail(CONTENT_MESSAGES.postNotFound);
    const candidates = publicPosts(db).filter(
      (p) => p.postId !== post.postId && byPostType(query.type)(p),
    );
    const sharing = candidates.filter((p) => p.tagIds.some((t) => post.tagIds.includes(t)));
    const rows = sharing.length ? sharing : candidates.filter((p) => p.postType === post.postType);
    return pagePosts(db, rows, userId, query.page, query.limit, query.sort, 'desc');
  }),
  handle(ep.longVideoPage, ({ db, userId, query }) => {
    const rows = publicPosts(db).filter(isLongVideo).filter(byPostType(query.type));
    return pagePosts(db, rows, userId, query.page, query.num, query.sort, 'desc');
  }),
  // What a member read is theirs alone: another member's id is refused.
  handle(ep.viewedPosts, ({ db, userId, path }) =>
    path.id !== userId
      ? fail(CONTENT_MESSAGES.notOwner)
      : listOf(db.content.views, path.id)
          .map((id) => findPost(db, id))
          .filter((p) => p !== undefined)
          .map((p) => toPostView(db, p, userId)),
  ),
  handle(ep.userVideo, ({ db, userId, query }) => {
    const videos = publicPosts(db).filter((p) => p.userId === query.userId && p.postType === 1);
    const hottest = [...videos].sort(byDesc((p) => p.thumbupNum))[0];
    return {
      ...pagePosts(db, videos, userId, query.page, query.limit, query.sort, 'desc'),
      hottest: hottest ? toPostView(db, hottest, userId) : null,
    };
  }),
];

/** The video pages of /post/video. */
const videoListHandlers = [
  handle(ep.aVList, ({ db, userId, query }) => {
    const rows = publicPosts(db)
      .filter(isLongVideo)
      .sort(byDesc((p) => p.viewNum));
    return pagePosts(db, rows, userId, query.page, query.limit, query.sort, 'desc');
  }),
  handle(ep.bigVList, ({ db, userId, query }) => {
    const creators = creatorIdsOf(db, ['goddess', 'v', 'actress']);
    const rows = publicPosts(db)
      .filter((p) => p.postType === 1 && creators.includes(p.userId))
      .sort(byDesc((p) => p.thumbupNum));
    return pagePosts(db, rows, userId, query.page, query.limit, query.sort, 'desc');
  }),
  handle(ep.pinkedList, ({ db, userId, query }) => {
    const rows = publicPosts(db).filter((p) => p.postType === 1 && p.picked);
    return pagePosts(db, rows, userId, query.page, query.limit, query.sort, 'desc');
  }),
  handle(ep.recommendVList, ({ db, userId, query }) => {
    const played = listOf(db.content.plays, userId);
    const fresh = (p: { files: Array<{ postFileId: string }> }) =>
      !p.files.some((f) => played.includes(f.postFileId));
    const shorts = recommendedFor(db, userId).filter(isShortVideo);
    const rows = [...shorts.filter(fresh), ...shorts.filter((p) => !fresh(p))];
    return paginate(rows, 1, query.num).resultList.map((p) => toPostView(db, p, userId));
  }),
];

export const feedsHandlers = [...postListHandlers, ...videoListHandlers, ...feedCatalogHandlers];
