import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { userInfoSchema } from '../schemas/user';

export const userEndpoints = {
  vipInfo: defineEndpoint({
    id: 'user.vipInfo',
    method: 'GET',
    path: 'inst/app/user/private/info/{userId}',
    access: 'private',
    summary: 'User and VIP info (the launch fetch with the stored userId)',
    pathParams: z.object({ userId: z.string() }),
    data: userInfoSchema,
  }),
  tracking: defineEndpoint({
    id: 'user.tracking',
    method: 'POST',
    path: 'post/app/p/userBuried/private/{pageType}/{type}',
    access: 'private',
    summary: 'Tracking record, sent 3 s after start',
    pathParams: z.object({ pageType: z.string(), type: z.string() }),
    body: z.object({ path: z.string(), at: z.number() }),
    data: z.null(),
  }),
};
