import type { commentsEndpoints } from '@/api/endpoints/comments';
import type { Examples } from './types';

/** 50001 is the named thread (60002 pinned, with replies); 50013 is the member's own post. */
export const commentsExamples: Examples<typeof commentsEndpoints> = {
  add: { body: { postId: '50001', content: '太好看了！' } },
  page: { query: { postId: '50001', page: 1, size: 10 } },
  replyPost: { body: { postId: '50001', content: '收藏了' } },
  replyComment: { body: { postId: '50001', commentId: '60002', content: '同问' } },
  childReplies: { query: { commentId: '60002', page: 2, size: 3 } },
  reportTypes: {},
  report: {
    body: {
      typeId: 'r2',
      content: '垃圾广告',
      reportUsername: 'p0i88_5', // 20005's account name: the server checks it
      reportUserId: '20005',
      postId: '50001',
      commentId: '60003',
    },
  },
  batchDelete: {
    body: { postId: '50013', commentParamList: [{ commentId: '60004', replyIdList: [] }] },
  },
  top: { body: { commentId: '60004', postId: '50013', status: 1 } },
  remove: { query: { commentId: '60001', postId: '50001' } },
  removeReply: { query: { commentId: '60004', postId: '50013', replyId: '70010' } },
};
