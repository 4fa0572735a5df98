import { z } from 'zod';
import { userBriefSchema } from './user';

export const replySchema = z.object({
  replyId: z.string(),
  commentId: z.string(),
  userInfo: userBriefSchema,
  /** The user replied to, when the reply answers a reply. */
  toUserInfo: userBriefSchema.nullable().optional(),
  content: z.string(),
  isThumbup: z.boolean(),
  thumbupNum: z.number().int(),
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
  thumbupNum: z.number().int(),
  /** The first replies (up to 3); more through the child replies page. */
  childLists: z.array(replySchema),
  commentNum: z.number().int(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;
