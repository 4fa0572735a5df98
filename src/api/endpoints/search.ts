import { z } from 'zod/mini';
import { defineEndpoint } from '../contract';
import { pageOf, pageQuery } from '../envelope';
import { limitPageQuery } from '../schemas/feed';
import { postSchema } from '../schemas/post';
import { hotSearchSchema, searchEntrySchema } from '../schemas/search';

export const searchEndpoints = {
  hottest: defineEndpoint({
    id: 'search.hottest',
    method: 'GET',
    path: 'inst/app/search/private/hot/hottest',
    access: 'private',
    summary: 'The hot-search list, hottest first',
    data: z.array(hotSearchSchema),
  }),
  searchUser: defineEndpoint({
    id: 'search.searchUser',
    method: 'GET',
    path: 'user/app/u/user/private/search/user',
    access: 'private',
    summary:
      'Users and locations matching a keyword; may hold entries the client must drop (no userId, other types)',
    query: z.extend(pageQuery, { keyword: z.string() }),
    data: pageOf(searchEntrySchema),
  }),
  posts: defineEndpoint({
    id: 'search.posts',
    method: 'GET',
    path: 'post/app/p/post/private/search/page',
    access: 'private',
    proposed: true,
    summary:
      'Posts whose text matches a keyword, newest first; type 1 narrows to videos (the results tabs)',
    query: z.extend(limitPageQuery, {
      keyword: z.string(),
      type: z.optional(z.int().check(z.minimum(0), z.maximum(3))),
    }),
    data: pageOf(postSchema),
  }),
  record: defineEndpoint({
    id: 'search.record',
    method: 'POST',
    path: 'inst/app/search/private/record',
    access: 'private',
    proposed: true,
    summary: 'Record a search (raises the heat of its keyword)',
    body: z.object({ keyword: z.string().check(z.minLength(1)) }),
    data: z.null(),
  }),
};
