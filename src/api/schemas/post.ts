import { z } from 'zod/mini';
import { userBriefSchema } from './user';

/** Post type on lists and filters: 1 video, 2 picture, 3 text; 0 in a query means all. */
export const POST_TYPES = { all: 0, video: 1, picture: 2, text: 3 } as const;

/** File type 2 is a video; 1 is an image. */
export const postFileSchema = z.object({
  postFileId: z.string(),
  type: z.int(),
  /** Path relative to the media domain of its type (image 3, video 1, mp4 6). */
  url: z.string(),
  class: z.optional(z.string()),
  width: z.optional(z.int()),
  height: z.optional(z.int()),
  postVideoFile: z.nullish(
    z.object({
      postparam: z.object({ play_url: z.string(), download_url: z.string() }),
      duration: z.optional(z.number()),
      cover: z.optional(z.string()),
    }),
  ),
});
export type PostFile = z.infer<typeof postFileSchema>;

/** How a post is unlocked: free, paid once, creator subscription or VIP. */
export const postAccessSchema = z.enum(['free', 'paid', 'subscription', 'vip']);
export type PostAccess = z.infer<typeof postAccessSchema>;

/** Review state of a member's own post; public lists only hold approved posts. */
export const reviewStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** A comment shown under a post card (postCommentList): the first two, short. */
export const postCommentPreviewSchema = z.object({
  commentId: z.string(),
  userId: z.string(),
  username: z.string(),
  content: z.string(),
});

export const postSchema = z.object({
  postId: z.string(),
  userId: z.string(),
  userInfo: userBriefSchema,
  /** 1 video, 2 picture, 3 text (POST_TYPES). */
  postType: z.int(),
  content: z.string(),
  /** While locked, only the first file (a preview) is listed; fileCount tells how many there are. */
  files: z.array(postFileSchema),
  fileCount: z.int(),
  isLike: z.boolean(),
  isCollect: z.boolean(),
  thumbupNum: z.int(),
  collectNum: z.optional(z.int()),
  commentNum: z.int(),
  viewNum: z.optional(z.int()),
  closeComment: z.boolean(),
  postCommentList: z.optional(z.array(postCommentPreviewSchema)),
  follow: z.boolean(),
  access: postAccessSchema,
  /** True when the viewer may see the whole post. */
  unlock: z.boolean(),
  price: z.nullish(z.number()),
  /**
   * The author's monthly subscription price in yuan (what unlocking subscription content costs);
   * null when the author takes no subscriptions.
   */
  subscriptionPrice: z.nullable(z.number()),
  /** Free views of locked content left today for this viewer. */
  freeViewsLeft: z.nullish(z.int()),
  location: z.nullish(z.string()),
  tagIds: z.optional(z.array(z.string())),
  reviewStatus: z.optional(reviewStatusSchema),
  createdAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;

/** A post on the ranking, with its place (1-based). */
export const rankedPostSchema = z.extend(postSchema, { rank: z.int() });
export type RankedPost = z.infer<typeof rankedPostSchema>;

/** The files of one post for this viewer (inst/app/post/private/fileInfo/{postId}). */
export const postFileInfoSchema = z.object({
  postId: z.string(),
  unlock: z.boolean(),
  /** True when this call spent one of today's free views. */
  usedFreeView: z.boolean(),
  freeViewsLeft: z.int(),
  files: z.array(postFileSchema),
});
export type PostFileInfo = z.infer<typeof postFileInfoSchema>;
