import { z } from 'zod/mini';

export const gameTagSchema = z.object({ tagId: z.string(), name: z.string() });
export type GameTag = z.infer<typeof gameTagSchema>;

export const gameSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Image paths on the image domain (type 3). */
  icon: z.string(),
  cover: z.string(),
  intro: z.string(),
  tagIds: z.array(z.string()),
  playerNum: z.int(),
  score: z.number(),
  /** Where the game opens (an external page). */
  playUrl: z.string(),
  isHot: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

export const gameDetailSchema = z.extend(gameSchema, {
  description: z.string(),
  screenshots: z.array(z.string()),
  developer: z.string(),
  updatedAt: z.string(),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;

/** A game with a running event (active games). */
export const activeGameSchema = z.object({
  game: gameSchema,
  title: z.string(),
  banner: z.string(),
  startAt: z.string(),
  endAt: z.string(),
});
export type ActiveGame = z.infer<typeof activeGameSchema>;
