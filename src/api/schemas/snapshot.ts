import { z } from 'zod/mini';
import { reviewStatusSchema } from './post';
import { userBriefSchema } from './user';

/** A snapshot: a short story (one picture or a short clip with a line of text). */
export const snapshotSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userInfo: userBriefSchema,
  content: z.string(),
  /** 1 picture, 2 video (like post files). */
  type: z.int(),
  /** Cover image path on the image domain (type 3). */
  cover: z.string(),
  readNum: z.int(),
  /** Has the viewer read it. */
  isRead: z.boolean(),
  /**
   * Proposed: the review state. A new snapshot waits for review; others only ever see approved
   * ones, so the state matters to the author (absent: approved).
   */
  reviewStatus: z.optional(reviewStatusSchema),
  /** Proposed: why the review refused it (the author only). */
  rejectReason: z.nullish(z.string()),
  createdAt: z.string(),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

/** The media of a snapshot: an image path (type 1) or play and download paths (type 2). */
export const snapshotFileSchema = z.object({
  snapshotId: z.string(),
  type: z.int(),
  url: z.string(),
  width: z.int(),
  height: z.int(),
  play_url: z.nullable(z.string()),
  download_url: z.nullable(z.string()),
  duration: z.nullable(z.number()),
});
export type SnapshotFile = z.infer<typeof snapshotFileSchema>;

export const snapshotReaderSchema = z.object({
  userInfo: userBriefSchema,
  readAt: z.string(),
});
export type SnapshotReader = z.infer<typeof snapshotReaderSchema>;
