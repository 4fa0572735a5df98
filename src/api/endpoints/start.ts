import { z } from 'zod/mini';
import { defineEndpoint } from '../contract';
import { gameTagSchema } from '../schemas/game';
import { postSchema } from '../schemas/post';
import { userInfoSchema } from '../schemas/user';

/**
 * The endpoints the start-up code calls (the launch's member info, tracking and visit record;
 * a post, which a shared link opens first; the game tags of the feed's catalogue), in a file of
 * their own: each is in its area's table too (./user.ts, ./auth.ts, ./post.ts, ./games.ts), and
 * features call them from there, but a bundler puts a module in one chunk whole, so the start-up
 * code imports these from here and the rest of those tables are not in the first load (issue 28).
 */

export const vipInfoEndpoint = defineEndpoint({
  id: 'user.vipInfo',
  method: 'GET',
  path: 'inst/app/user/private/info/{userId}',
  access: 'private',
  summary: 'User and VIP info (the launch fetch with the stored userId)',
  expects:
    'The launch fetch (content spec "User and VIP info", userId), with the stored login\'s ' +
    'userId: userId, vipLevel, vipType, vipExpireAt, availableBalance, inviteCode, promotionNum. ' +
    "A failure here ends at /login/autologin. On another member's id only the public fields " +
    '(publicUserInfoSchema: no balance, invite code or promotion count), as a server would',
  pathParams: z.object({ userId: z.string() }),
  data: userInfoSchema,
});

export const trackingEndpoint = defineEndpoint({
  id: 'user.tracking',
  method: 'POST',
  path: 'post/app/p/userBuried/private/{pageType}/{type}',
  access: 'private',
  summary: 'Tracking record, sent 3 s after start',
  pathParams: z.object({ pageType: z.string(), type: z.string() }),
  body: z.object({ path: z.string(), at: z.number() }),
  data: z.null(),
});

export const visitEndpoint = defineEndpoint({
  id: 'auth.visit',
  method: 'POST',
  path: 'user/app/u/visit/private/2',
  access: 'private',
  summary: 'Visit record of the signed-in member (2 = web client), at most one per day',
  data: z.object({ visitDays: z.int(), firstVisitToday: z.boolean() }),
});

export const postDetailEndpoint = defineEndpoint({
  id: 'post.detail',
  method: 'GET',
  path: 'post/app/p/post/private/info/{id}',
  access: 'private',
  proposed: true,
  summary: 'One post as the viewer sees it (the GET twin of delete post)',
  pathParams: z.object({ id: z.string() }),
  data: postSchema,
});

export const gameTagsEndpoint = defineEndpoint({
  id: 'games.tags',
  method: 'GET',
  path: 'party/common/game/private/tag/list',
  access: 'private',
  proposed: true,
  summary: 'Game tags (the tabs of /post/game)',
  data: z.array(gameTagSchema),
});
