import { z } from 'zod/mini';
import { defineEndpoint } from '../contract';
import { pageOf, pageQuery } from '../envelope';
import { postAccessSchema, postSchema, reviewStatusSchema } from '../schemas/post';
import { yuanSchema } from '../schemas/wallet';

const postPage = pageOf(postSchema);
const ownQuery = z.extend(pageQuery, {
  type: z.optional(z.int().check(z.minimum(0), z.maximum(3))),
});

/** The viewer's own lists (personalInfo, myOwnPost) and publishing. Every path is designed. */
export const ownEndpoints = {
  posts: defineEndpoint({
    id: 'own.posts',
    method: 'GET',
    path: 'post/app/p/post/private/own/page',
    access: 'private',
    proposed: true,
    summary:
      "The viewer's posts with their review state, newest first; with userId, that user's approved posts",
    query: z.extend(ownQuery, { userId: z.optional(z.string()) }),
    data: postPage,
  }),
  favourites: defineEndpoint({
    id: 'own.favourites',
    method: 'GET',
    path: 'post/app/p/post/private/own/favourite/page',
    access: 'private',
    proposed: true,
    summary: 'Posts the viewer liked, latest like first',
    query: ownQuery,
    data: postPage,
  }),
  collections: defineEndpoint({
    id: 'own.collections',
    method: 'GET',
    path: 'post/app/p/post/private/own/collection/page',
    access: 'private',
    proposed: true,
    summary: 'Posts the viewer collected, latest first',
    query: ownQuery,
    data: postPage,
  }),
  add: defineEndpoint({
    id: 'own.add',
    method: 'POST',
    path: 'post/app/p/post/private/add',
    access: 'private',
    proposed: true,
    summary: 'Publish a post from uploaded file paths; it waits for review',
    body: z.object({
      content: z.string(),
      files: z
        .array(
          z.object({
            /** 1 image, 2 video. */
            type: z.union([z.literal(1), z.literal(2)]),
            url: z.string(),
            width: z.optional(z.int()),
            height: z.optional(z.int()),
          }),
        )
        // Content spec, section 9: custom images are up to 40 (one video goes alone).
        .check(z.maxLength(40)),
      access: z._default(postAccessSchema, 'free'),
      /** Yuan; a paid post needs a price above 0. */
      price: z.nullish(yuanSchema.check(z.positive())),
      tagIds: z.optional(z.array(z.string())),
      location: z.nullish(z.string()),
    }),
    data: z.object({ postId: z.string(), reviewStatus: reviewStatusSchema }),
  }),
  count: defineEndpoint({
    id: 'own.count',
    method: 'GET',
    path: 'post/app/p/post/private/own/count',
    access: 'private',
    proposed: true,
    summary: 'Counts for the personal page of the viewer (or userId)',
    query: z.object({ userId: z.optional(z.string()) }),
    data: z.object({
      postNum: z.int(),
      videoNum: z.int(),
      pictureNum: z.int(),
      favouriteNum: z.int(),
      collectNum: z.int(),
      snapshotNum: z.int(),
    }),
  }),
};
