import type { actionsEndpoints } from '@/api/endpoints/actions';
import type { Examples } from './types';

export const actionsExamples: Examples<typeof actionsEndpoints> = {
  follow: { path: { type: 1, userId: '20010' } },
  unfollow: { body: { userId: '10002' } },
  like: { body: { type: 0, postId: '50001', status: 1 } },
  likeList: { query: { page: 1, size: 10, postId: '50007' } },
  collect: { body: { type: 3, postId: '50001', status: 1 } },
  cancelCollect: { query: { postId: '50002' } },
};
