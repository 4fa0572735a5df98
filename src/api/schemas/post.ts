import { z } from 'zod';
import { userBriefSchema } from './user';

/** File type 2 is a video; anything else is an image. */
export const postFileSchema = z.object({
  postFileId: z.string(),
  type: z.number().int(),
  /** Path relative to the media domain of its type (image 3, video 1, mp4 6). */
  url: z.string(),
  class: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  postVideoFile: z
    .object({
      postparam: z.object({ play_url: z.string(), download_url: z.string() }),
      duration: z.number().optional(),
      cover: z.string().optional(),
    })
    .nullable()
    .optional(),
});
export type PostFile = z.infer<typeof postFileSchema>;

/** How a post is unlocked: free, paid once, creator subscription or VIP. */
export const postAccessSchema = z.enum(['free', 'paid', 'subscription', 'vip']);

export const postSchema = z.object({
  postId: z.string(),
  userId: z.string(),
  userInfo: userBriefSchema,
  content: z.string(),
  files: z.array(postFileSchema),
  isLike: z.boolean(),
  isCollect: z.boolean(),
  thumbupNum: z.number().int(),
  collectNum: z.number().int().optional(),
  commentNum: z.number().int(),
  viewNum: z.number().int().optional(),
  closeComment: z.boolean(),
  follow: z.boolean(),
  access: postAccessSchema,
  /** True when the viewer may see the whole post. */
  unlock: z.boolean(),
  price: z.number().nullable().optional(),
  /** Free views of locked content left today for this viewer. */
  freeViewsLeft: z.number().int().nullable().optional(),
  location: z.string().nullable().optional(),
  tagIds: z.array(z.string()).optional(),
  createdAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;
