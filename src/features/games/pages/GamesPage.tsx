import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { Game } from '@/api/schemas/game';
import { FeedList } from '@/components/feed-list/FeedList';
import { TopBar } from '@/components/top-bar/TopBar';
import { useFeedPaging } from '@/lib/feed-paging';
import { gamesByTag } from '../api/games';
import { ActiveGames } from '../components/ActiveGames';
import { GameRow } from '../components/GameRow';
import { GameTagChips } from '../components/GameTagChips';
import { moreGamesPath } from '../paths';

function GameList({ tagId }: { tagId: string | null }) {
  const { t } = useTranslation();
  const query = gamesByTag(tagId);
  const paging = useFeedPaging<Game>(query);
  return (
    <FeedList
      paging={paging}
      feedKey={JSON.stringify(query.queryKey)}
      label={t('games.title')}
      estimateSize={81}
      emptyText={t('games.empty')}
      articles={false}
      getKey={(g) => g.id}
      renderItem={(g) => <GameRow game={g} />}
    />
  );
}

/** /post/game?tagId= : games with an event, the tags, and the games of the chosen tag. */
export function GamesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tagId = params.get('tagId');
  return (
    <>
      <TopBar
        title={t('games.title')}
        right={
          <Anchor
            component={Link}
            to={moreGamesPath()}
            size="sm"
            px="xs"
            style={{ whiteSpace: 'nowrap' }}
          >
            {t('games.more')}
          </Anchor>
        }
      />
      <ActiveGames />
      <GameTagChips
        value={tagId}
        onChange={(v) =>
          setParams(v ? { tagId: v } : {}, { replace: true, preventScrollReset: true })
        }
      />
      <GameList key={tagId ?? ''} tagId={tagId} />
    </>
  );
}
