import { useQuery } from '@tanstack/react-query';
import { request } from '@/api/client';
import { gamesEndpoints } from '@/api/endpoints/games';
import { endpointKey, endpointQuery } from '@/api/query-key';
import type { Game } from '@/api/schemas/game';
import { FEED_PAGE_SIZE, feedQuery } from '@/lib/feed-paging';

/** The games screens' calls: tags, lists by tag, one game, more games, games with an event. */

const CATALOG_STALE = 10 * 60_000;

export const gameTagsQuery = () =>
  endpointQuery(gamesEndpoints.tags, {}, { staleTime: CATALOG_STALE });
export const useGameTags = () => useQuery(gameTagsQuery());

/** Games of a tag (all games without one), FEED_PAGE_SIZE a page (`page` and `limit`). */
export function gamesByTag(tagId: string | null) {
  const query = { page: 1, tagId: tagId ?? undefined, limit: FEED_PAGE_SIZE };
  // Keyed by its first page: the 'pages' variant holds every page after it.
  return feedQuery<Game>(endpointKey(gamesEndpoints.list, { query }, 'pages'), (page, signal) =>
    request(gamesEndpoints.list, { query: { ...query, page } }, { signal }),
  );
}

export const gameDetailQuery = (id: string) =>
  endpointQuery(gamesEndpoints.detail, { path: { id } }, { staleTime: CATALOG_STALE });
export const useGameDetail = (id: string) => useQuery(gameDetailQuery(id));

/** More games: the hot ones other than `gameId` (the detail shows a few, the page more). */
export const moreGamesQuery = (gameId: string | undefined, limit: number) =>
  endpointQuery(gamesEndpoints.more, { query: { gameId, limit } }, { staleTime: CATALOG_STALE });
export const useMoreGames = (gameId: string | undefined, limit: number) =>
  useQuery(moreGamesQuery(gameId, limit));

export const activeGamesQuery = () =>
  endpointQuery(gamesEndpoints.active, {}, { staleTime: CATALOG_STALE });
export const useActiveGames = () => useQuery(activeGamesQuery());
