import type { ownEndpoints } from '@/api/endpoints/own';
import type { Examples } from './types';

const page = { page: 1, size: 10 };

export const ownExamples: Examples<typeof ownEndpoints> = {
  posts: { query: page },
  favourites: { query: page },
  collections: { query: page },
  add: {
    body: {
      content: '周末的海边',
      files: [{ type: 1, url: 'upload/sea-1.jpg' }],
      access: 'free',
    },
  },
  count: { query: {} },
};
