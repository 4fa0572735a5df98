import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page/Page';
import { QueryState } from '@/components/query-state/QueryState';
import { useMoreGames } from '../api/games';
import { GameRow } from '../components/GameRow';

/** How many games "more games" lists on its own page (the detail shows the first few). */
export const MORE_GAMES_LIMIT = 20;

/** /post/game/list?gameId= : more games, the hot ones first, without the one left behind. */
export function MoreGamesPage() {
  const { t } = useTranslation();
  const gameId = useSearchParams()[0].get('gameId') ?? undefined;
  const query = useMoreGames(gameId, MORE_GAMES_LIMIT);
  return (
    <Page title={t('games.more')}>
      <QueryState query={query} empty={t('games.empty')}>
        {(games) => (
          <div style={{ marginInline: 'calc(-1 * var(--mantine-spacing-md))' }}>
            {games.map((g) => (
              <GameRow key={g.id} game={g} />
            ))}
          </div>
        )}
      </QueryState>
    </Page>
  );
}
