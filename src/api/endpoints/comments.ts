import { z } from 'zod/mini';
import { defineEndpoint } from '../contract';
import { pageOf, pageQuery } from '../envelope';
import { commentSchema, replySchema, reportTypeSchema } from '../schemas/comment';

const newComment = z.object({ postId: z.string(), content: z.string() });

/** comments.removeReply's `status`: the post's owner removes a reply that is not theirs (designed). */
export const REPLY_REMOVED_BY_OWNER = 1;

export const commentsEndpoints = {
  add: defineEndpoint({
    id: 'comments.add',
    method: 'POST',
    path: 'post/app/p/comment/private/add',
    access: 'private',
    summary: 'Comment on a post (rejected when empty, sensitive, or closed by the author)',
    body: newComment,
    data: commentSchema,
  }),
  page: defineEndpoint({
    id: 'comments.page',
    method: 'GET',
    path: 'post/app/p/comment/private/page/list',
    access: 'private',
    summary: 'Comments of a post: up to 3 topped first, then the newest',
    query: z.extend(pageQuery, { postId: z.string() }),
    data: pageOf(commentSchema),
  }),
  replyPost: defineEndpoint({
    id: 'comments.replyPost',
    method: 'POST',
    path: 'post/app/post/comment/private/reply/post',
    access: 'private',
    summary: 'Reply to a post from its comment page: a first-level comment, same rules as add',
    body: newComment,
    data: commentSchema,
  }),
  replyComment: defineEndpoint({
    id: 'comments.replyComment',
    method: 'POST',
    path: 'post/app/post/comment/reply/private/reply/comment',
    access: 'private',
    summary: 'Reply to a comment, or to one of its replies (replyId)',
    body: z.object({
      postId: z.string(),
      commentId: z.string(),
      replyId: z.optional(z.string()),
      content: z.string(),
    }),
    data: replySchema,
  }),
  childReplies: defineEndpoint({
    id: 'comments.childReplies',
    method: 'GET',
    path: 'post/app/post/comment/private/reply/page',
    access: 'private',
    proposed: true,
    summary:
      'Replies of a comment, 3 a page, oldest first; notInReplyIdList (comma-separated) skips replies already shown',
    query: z.object({
      commentId: z.string(),
      page: z._default(z.int().check(z.minimum(1)), 1),
      size: z._default(z.int().check(z.minimum(1)), 3),
      notInReplyIdList: z.optional(z.string()),
    }),
    data: pageOf(replySchema),
  }),
  reportTypes: defineEndpoint({
    id: 'comments.reportTypes',
    method: 'GET',
    path: 'inst/app/user/report/private/type/list',
    access: 'private',
    summary: 'Report reasons, in the language of the request',
    data: z.array(reportTypeSchema),
  }),
  report: defineEndpoint({
    id: 'comments.report',
    method: 'POST',
    path: 'inst/app/user/report/private/add',
    access: 'private',
    proposed: true,
    summary: 'Report a user, a post, a comment (commentId) or a reply (replyId)',
    body: z.object({
      typeId: z.optional(z.string()),
      content: z.string(),
      reportUsername: z.string(),
      reportUserId: z.string(),
      postId: z.optional(z.string()),
      commentId: z.optional(z.string()),
      replyId: z.optional(z.string()),
    }),
    data: z.null(),
  }),
  batchDelete: defineEndpoint({
    id: 'comments.batchDelete',
    method: 'POST',
    path: 'post/app/post/comment/private/batch/delete',
    access: 'private',
    proposed: true,
    summary:
      'The post owner deletes comments (empty replyIdList: the whole comment) and replies; answers what was removed',
    body: z.object({
      postId: z.string(),
      /** An empty list is answered with 'select comments to delete first'. */
      commentParamList: z.array(
        z.object({ commentId: z.string(), replyIdList: z.array(z.string()) }),
      ),
    }),
    data: z.object({
      commentNum: z.int(),
      replyNum: z.int(),
      userNum: z.int(),
    }),
  }),
  top: defineEndpoint({
    id: 'comments.top',
    method: 'PUT',
    path: 'post/app/post/comment/private/top',
    access: 'private',
    proposed: true,
    summary: 'The post owner pins (status 1) or unpins (0) a comment; at most 3 pinned',
    body: z.object({
      commentId: z.string(),
      postId: z.string(),
      status: z.union([z.literal(0), z.literal(1)]),
    }),
    data: z.null(),
  }),
  remove: defineEndpoint({
    id: 'comments.remove',
    method: 'DELETE',
    path: 'post/app/post/comment/private/delete',
    access: 'private',
    proposed: true,
    summary: 'Delete a first-level comment and its replies (its author or the post owner)',
    query: z.object({ commentId: z.string(), postId: z.string() }),
    data: z.object({ commentNum: z.int() }),
  }),
  removeReply: defineEndpoint({
    id: 'comments.removeReply',
    method: 'DELETE',
    path: 'post/app/post/comment/private/reply/delete',
    access: 'private',
    proposed: true,
    expects:
      `status=${REPLY_REMOVED_BY_OWNER} when the post's owner deletes another member's reply (the spec lists status for ` +
      '"delete another\'s reply" without its values); left out when members delete their own',
    summary:
      'Delete a reply (its author or the post owner); answers the next reply not in notInReplyIdList, to fill the gap',
    query: z.object({
      commentId: z.string(),
      postId: z.string(),
      replyId: z.string(),
      /** Comma-separated ids of the replies the screen already shows. */
      notInReplyIdList: z.optional(z.string()),
      /** REPLY_REMOVED_BY_OWNER when the post's owner removes another member's reply. */
      status: z.optional(z.int()),
    }),
    data: z.object({ commentNum: z.int(), next: z.nullable(replySchema) }),
  }),
};
