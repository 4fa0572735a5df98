import type { feedsEndpoints } from '@/api/endpoints/feeds';
import type { Examples } from './types';

const page = { page: 1, size: 10 };
const limitPage = { page: 1, limit: 10 };

export const feedsExamples: Examples<typeof feedsEndpoints> = {
  postList: { query: { ...page, type: 0 } },
  recommendList: { query: page },
  excludeUser: { body: { userId: '20010' } },
  typePage: { query: { ...limitPage, sortType: 1 } },
  ranking: { query: { ...limitPage, sortType: 1 } },
  followList: { query: page },
  findByPost: { path: { postId: '50003' }, query: page },
  similar: { query: { ...limitPage, postId: '50003', type: 0 } },
  tags: { query: {} },
  locationChannels: { query: { level: 'city' } },
  advertising: { query: { location: 402 } },
  videoAd: { query: { userId: '10001' } },
  adList: { body: { locations: [101, 402] } },
  popupNotices: { query: { trigger: 1 } },
  banners: { query: { location: 1, bannerType: 2 } },
  longVideoPage: { query: { page: 1, num: 10, type: 1 } },
  viewedPosts: { path: { id: '10001' } },
  userVideo: { query: { ...limitPage, userId: '10002' } },
  goddessPage: { query: page },
  goddessTop: { query: { limit: 5 } },
  bigVPage: { query: page },
  bigVTop: { query: { limit: 5 } },
  actressPage: { query: page },
  actressTop: { query: { limit: 5 } },
  aVList: { query: limitPage },
  bigVList: { query: limitPage },
  pinkedList: { query: limitPage },
  recommendVList: { query: { num: 5 } },
};
