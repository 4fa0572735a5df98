import { z } from 'zod/mini';
import { userBriefSchema } from './user';

/** Replies of one comment load this many at a time (section 9). */
export const REPLY_PAGE_SIZE = 3;
/** Topped comments held ahead of the others (section 9). */
export const MAX_TOPPED_COMMENTS = 3;

export const replySchema = z.object({
  replyId: z.string(),
  commentId: z.string(),
  userInfo: userBriefSchema,
  /** The user replied to, when the reply answers a reply. */
  toUserInfo: z.nullish(userBriefSchema),
  content: z.string(),
  isThumbup: z.boolean(),
  thumbupNum: z.int(),
  createdAt: z.string(),
});
export type Reply = z.infer<typeof replySchema>;

export const commentSchema = z.object({
  commentId: z.string(),
  postId: z.string(),
  userId: z.string(),
  userInfo: userBriefSchema,
  content: z.string(),
  top: z.boolean(),
  isThumbup: z.boolean(),
  thumbupNum: z.int(),
  /** The first replies (up to 3); more through the child replies page. */
  childLists: z.array(replySchema),
  /** Number of replies. */
  commentNum: z.int(),
  /** Pages of replies at 3 a page, and whether replies remain after childLists. */
  pages: z.int(),
  hasNextPage: z.boolean(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const reportTypeSchema = z.object({ id: z.string(), name: z.string() });
export type ReportType = z.infer<typeof reportTypeSchema>;

/** A like on a post or a comment, as the like list shows it. */
export const likeEntrySchema = z.object({
  userInfo: userBriefSchema,
  postId: z.string(),
  commentId: z.nullable(z.string()),
});
export type LikeEntry = z.infer<typeof likeEntrySchema>;
