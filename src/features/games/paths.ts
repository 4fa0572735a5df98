/** The games screens' own addresses (other features reach them through APP_PATHS.games). */
export const GAMES_PATH = '/post/game';

export function gameDetailPath(id: string): string {
  return `/post/game/detail?id=${encodeURIComponent(id)}`;
}

/** "More games": the hot games, other than the one the member came from. */
export function moreGamesPath(gameId?: string): string {
  return gameId ? `/post/game/list?gameId=${encodeURIComponent(gameId)}` : '/post/game/list';
}

/**
 * A game's play address, only if it is a web address (http or https): anything else (javascript:,
 * data:, an app scheme) is not opened at all.
 */
export function safePlayUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
