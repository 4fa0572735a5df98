import { z } from 'zod/mini';
import { defineEndpoint } from '../contract';
import { pageOf } from '../envelope';
import { limitPageQuery } from '../schemas/feed';
import { activeGameSchema, gameDetailSchema, gameSchema } from '../schemas/game';
import { gameTagsEndpoint } from './start';

/** The specification gives only the prefix party/common/game...: every path here is designed. */
export const gamesEndpoints = {
  tags: gameTagsEndpoint,
  list: defineEndpoint({
    id: 'games.list',
    method: 'GET',
    path: 'party/common/game/private/list',
    access: 'private',
    proposed: true,
    summary: 'Games of a tag (all games without tagId), most played first',
    query: z.extend(limitPageQuery, { tagId: z.optional(z.string()) }),
    data: pageOf(gameSchema),
  }),
  detail: defineEndpoint({
    id: 'games.detail',
    method: 'GET',
    path: 'party/common/game/private/detail/{id}',
    access: 'private',
    proposed: true,
    summary: 'One game with its description and screenshots',
    pathParams: z.object({ id: z.string() }),
    data: gameDetailSchema,
  }),
  more: defineEndpoint({
    id: 'games.more',
    method: 'GET',
    path: 'party/common/game/private/more',
    access: 'private',
    proposed: true,
    summary: 'More games: hot games other than gameId',
    query: z.object({
      gameId: z.optional(z.string()),
      limit: z._default(z.int().check(z.minimum(1)), 6),
    }),
    data: z.array(gameSchema),
  }),
  active: defineEndpoint({
    id: 'games.active',
    method: 'GET',
    path: 'party/common/game/private/active/list',
    access: 'private',
    proposed: true,
    summary: 'Games with a running event',
    data: z.array(activeGameSchema),
  }),
};
