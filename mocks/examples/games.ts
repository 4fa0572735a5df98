import type { gamesEndpoints } from '@/api/endpoints/games';
import type { Examples } from './types';

export const gamesExamples: Examples<typeof gamesEndpoints> = {
  tags: {},
  list: { query: { page: 1, limit: 10, tagId: 'g1' } },
  detail: { path: { id: 'game1' } },
  more: { query: { gameId: 'game1', limit: 6 } },
  active: {},
};
