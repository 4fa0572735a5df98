import type { snapshotsEndpoints } from '@/api/endpoints/snapshots';
import type { Examples } from './types';

/** 80001 is the creator's snapshot; 80002 is the member's own. */
export const snapshotsExamples: Examples<typeof snapshotsEndpoints> = {
  list: { query: { page: 1, size: 10 } },
  reviewList: { query: { page: 1, size: 10, reviewStatus: 'pending' } },
  detail: { path: { id: '80001' } },
  file: { path: { id: '80002' } },
  readers: { query: { snapshotId: '80002', page: 1, size: 10 } },
  read: { path: { id: '80001' } },
  remove: { path: { id: '80002' } },
  add: { body: { content: '今天的午饭', type: 1, fileUrl: 'upload/lunch.jpg' } },
};
