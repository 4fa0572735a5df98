import { z } from 'zod';
import { userBriefSchema } from './user';

/** Search entry types; the client keeps only location (1) and user (3). */
export const SEARCH_ENTRY_TYPES = { location: 1, topic: 2, user: 3 } as const;

/**
 * One search result. The backend mixes kinds and may send entries without a userId:
 * the client drops those and keeps types 1 and 3 only (section 5).
 */
export const searchEntrySchema = z.object({
  type: z.number().int(),
  userId: z.string().nullable().optional(),
  username: z.string().nullable().optional(),
  sign: z.string().nullable().optional(),
  headImgUrl: z.string().nullable().optional(),
  /** Location entries. */
  uid: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
});
export type SearchEntry = z.infer<typeof searchEntrySchema>;

/** One line of the hot-search list: a keyword and, when it names a member, that member. */
export const hotSearchSchema = z.object({
  rank: z.number().int(),
  keyword: z.string(),
  heat: z.number().int(),
  user: userBriefSchema.nullable(),
});
export type HotSearch = z.infer<typeof hotSearchSchema>;
