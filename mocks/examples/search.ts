import type { searchEndpoints } from '@/api/endpoints/search';
import type { Examples } from './types';

export const searchExamples: Examples<typeof searchEndpoints> = {
  hottest: {},
  searchUser: { query: { keyword: 'aya', page: 1, size: 10 } },
  posts: { query: { keyword: '日落', page: 1, limit: 10, type: 1 } },
  record: { body: { keyword: '日落' } },
};
