import { z } from 'zod/mini';
import { userBriefSchema } from './user';

/** Search entry types; the client keeps only location (1) and user (3). */
export const SEARCH_ENTRY_TYPES = { location: 1, topic: 2, user: 3 } as const;

/**
 * One search result. The backend mixes kinds and may send entries without a userId:
 * the client drops those and keeps types 1 and 3 only (section 5).
 */
export const searchEntrySchema = z.object({
  type: z.int(),
  userId: z.nullish(z.string()),
  username: z.nullish(z.string()),
  sign: z.nullish(z.string()),
  headImgUrl: z.nullish(z.string()),
  /** Location entries. */
  uid: z.nullish(z.string()),
  address: z.nullish(z.string()),
});
export type SearchEntry = z.infer<typeof searchEntrySchema>;

/** One line of the hot-search list: a keyword and, when it names a member, that member. */
export const hotSearchSchema = z.object({
  rank: z.int(),
  keyword: z.string(),
  heat: z.int(),
  user: z.nullable(userBriefSchema),
});
export type HotSearch = z.infer<typeof hotSearchSchema>;
