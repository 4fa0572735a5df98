import type { postEndpoints } from '@/api/endpoints/post';
import type { Examples } from './types';

/** 50005 is a locked post of the creator; 50013 is the member's own post. */
export const postExamples: Examples<typeof postEndpoints> = {
  fileInfo: { path: { postId: '50005' }, query: { flag: 1 } },
  detail: { path: { id: '50003' } },
  remove: { path: { id: '50013' } },
  videoPlay: { body: { postFileId: '50004-v' } },
  read: { body: { postId: '50004', type: 1 } },
  closeComment: { body: { postId: '50013', status: 1 } },
};
