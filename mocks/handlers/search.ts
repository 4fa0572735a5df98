import { searchEndpoints as ep } from '@/api/endpoints/search';
import type { SearchEntry } from '@/api/schemas/search';
import type { MockLang } from '@fixtures/localized';
import type { MockDb } from '../db';
import { handle } from '../platform/handle';
import { inOrder, paginate } from '../platform/paging';
import { headImgUrl, toUserBrief } from '../platform/views';
import { byPostType, publicPosts, setMark } from './content-store';
import { pagePosts } from './content-views';
import { byDesc } from './feed-order';

/**
 * Entries a sloppy backend mixes in: a topic (type 2) and users without an id. The client must
 * drop them (section 5); they are always in the answer so that filter can be seen working.
 */
function junkEntries(keyword: string): SearchEntry[] {
  return [
    { type: 2, userId: '20001', username: `#${keyword}`, sign: null, headImgUrl: null },
    { type: 3, userId: '', username: keyword, sign: null, headImgUrl: null },
    { type: 1, userId: null, uid: '000000', address: keyword },
  ];
}

function userEntries(db: MockDb, keyword: string): SearchEntry[] {
  return Object.values(db.users)
    .filter((u) =>
      [u.username, u.nickname, u.sign ?? ''].some((t) => t.toLowerCase().includes(keyword)),
    )
    .map((u) => ({
      type: 3,
      userId: u.userId,
      username: u.nickname || u.username,
      sign: u.sign,
      headImgUrl: headImgUrl(u),
    }));
}

/** Location entries: a channel matching the keyword, with a member who posted there. */
function locationEntries(db: MockDb, keyword: string, lang: MockLang): SearchEntry[] {
  return db.content.channels
    .filter((c) => Object.values(c.name).some((n) => n.toLowerCase().includes(keyword)))
    .flatMap((c) => {
      const post = db.content.posts.find((p) => p.location === c.code);
      if (!post) return [];
      return [{ type: 1, userId: post.userId, uid: c.code, address: c.name[lang] }];
    });
}

export const searchHandlers = [
  handle(ep.hottest, ({ db, userId }) =>
    [...db.content.hotSearches].sort(byDesc((h) => h.heat)).map((h, i) => ({
      rank: i + 1,
      keyword: h.keyword,
      heat: h.heat,
      user: h.userId && db.users[h.userId] ? toUserBrief(db, h.userId, userId) : null,
    })),
  ),
  handle(ep.searchUser, ({ db, lang, query }) => {
    const keyword = query.keyword.trim().toLowerCase();
    const found = keyword
      ? inOrder(
          [...locationEntries(db, keyword, lang), ...userEntries(db, keyword)],
          query.sort,
          'asc',
        )
      : [];
    const junk = junkEntries(query.keyword.trim());
    // Junk at both ends, so the client filter is exercised on the first page and the last.
    const rows = [junk[0]!, ...found, junk[1]!, junk[2]!];
    return paginate(rows, query.page, query.size);
  }),
  handle(ep.posts, ({ db, userId, query }) => {
    const keyword = query.keyword.trim().toLowerCase();
    const rows = keyword
      ? publicPosts(db)
          .filter(byPostType(query.type))
          .filter((p) => p.content.toLowerCase().includes(keyword))
      : [];
    return pagePosts(db, rows, userId, query.page, query.limit, query.sort, 'desc');
  }),
  handle(ep.record, ({ db, userId, body }) => {
    const keyword = body.keyword.trim();
    const hot = db.content.hotSearches.find((h) => h.keyword === keyword);
    if (hot) hot.heat += 1;
    else db.content.hotSearches.push({ keyword, heat: 1, userId: null });
    setMark(db.content.searchHistory, userId!, keyword, false);
    setMark(db.content.searchHistory, userId!, keyword, true);
    return null;
  }),
];
