import { z } from 'zod/mini';
import { defineEndpoint } from '../contract';
import { pageOf, pageQuery } from '../envelope';
import { likeEntrySchema } from '../schemas/comment';

const status = z.union([z.literal(0), z.literal(1)]);

/** Like types: 0 a post, 5 a comment (or a reply, with replyId). */
export const LIKE_TYPES = { post: 0, collect: 3, comment: 5 } as const;

export const actionsEndpoints = {
  follow: defineEndpoint({
    id: 'actions.follow',
    method: 'GET',
    path: 'user/app/u/follower/private/add/{type}/{userId}',
    access: 'private',
    summary: 'Follow (type 1) or unfollow (type 0) a user',
    pathParams: z.object({ type: z.int().check(z.minimum(0), z.maximum(1)), userId: z.string() }),
    data: z.object({ follow: z.boolean(), fansNum: z.int() }),
  }),
  unfollow: defineEndpoint({
    id: 'actions.unfollow',
    method: 'POST',
    path: 'member/app/follow/private/unfollow',
    access: 'private',
    summary: 'Cancel attention to a user',
    body: z.object({ userId: z.string() }),
    data: z.object({ follow: z.boolean(), fansNum: z.int() }),
  }),
  like: defineEndpoint({
    id: 'actions.like',
    method: 'POST',
    path: 'post/app/p/postLike/private/',
    access: 'private',
    summary: 'Like (status 1) or unlike (0) a post (type 0) or a comment or reply (type 5)',
    body: z.object({
      type: z.union([z.literal(0), z.literal(5)]),
      postId: z.string(),
      commentId: z.optional(z.string()),
      replyId: z.optional(z.string()),
      status,
    }),
    data: z.object({ status, thumbupNum: z.int() }),
  }),
  likeList: defineEndpoint({
    id: 'actions.likeList',
    method: 'GET',
    path: 'post/app/post/thumbup/private/list',
    access: 'private',
    summary:
      "Likes of a post (or of commentId); without postId, the likes of the viewer's posts. search filters by username; status 1 (the default) likes in force, 0 withdrawn ones",
    query: z.extend(pageQuery, {
      postId: z.optional(z.string()),
      commentId: z.optional(z.string()),
      status: z.optional(status),
      search: z.optional(z.string()),
    }),
    data: pageOf(likeEntrySchema),
  }),
  collect: defineEndpoint({
    id: 'actions.collect',
    method: 'POST',
    path: 'post/app/p/postLike/private/collections/',
    access: 'private',
    summary: 'Collect (status 1) or uncollect (0) a post; type 3 (4 accepted as an alias)',
    body: z.object({
      type: z.union([z.literal(3), z.literal(4)]),
      postId: z.string(),
      commentId: z.optional(z.string()),
      status,
    }),
    data: z.object({ status, collectNum: z.int() }),
  }),
  cancelCollect: defineEndpoint({
    id: 'actions.cancelCollect',
    method: 'DELETE',
    path: 'post/app/post/collect/private/cancel',
    access: 'private',
    summary: 'Cancel the collect of a post (the collections page)',
    query: z.object({ postId: z.string() }),
    data: z.object({ status, collectNum: z.int() }),
  }),
};
