import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { request } from '@/api/client';
import { gamesEndpoints } from '@/api/endpoints/games';
import type { Game } from '@/api/schemas/game';
import { FeedList } from '@/components/feed-list/FeedList';
import { useKeptState } from '@/components/keep-alive/kept-state';
import { MediaImage } from '@/components/MediaImage';
import { FEED_PAGE_SIZE, feedQuery, useFeedPaging } from '@/lib/feed-paging';
import { APP_PATHS } from '@/lib/app-paths';
import { formatCount } from '@/lib/format';
import { useGameTags } from '../api/catalog';
import { TabPage } from '../components/TabPage';
import classes from '../components/feed.module.css';
import { TagChips } from '../components/TagChips';

function gameFeed(tagId: string | null) {
  return feedQuery<Game>(['games', 'list', tagId], (page, signal) =>
    request(
      gamesEndpoints.list,
      { query: { page, limit: FEED_PAGE_SIZE, tagId: tagId ?? undefined } },
      { signal },
    ),
  );
}

function GameRow({ game }: { game: Game }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/post/game/detail?id=${encodeURIComponent(game.id)}`}
      className={classes.game}
      style={{ color: 'inherit', textDecoration: 'none' }}
    >
      <MediaImage
        type="image"
        path={game.icon}
        alt=""
        ratio={1}
        width={56}
        radius="var(--mantine-radius-md)"
      />
      <span className={classes.gameText}>
        <strong>{game.name}</strong>
        <span className={classes.secondary}>{game.intro}</span>
        <span className={classes.secondary}>
          {t('feed.games.players', { n: formatCount(game.playerNum) })}
        </span>
      </span>
    </Link>
  );
}

function GameList({ tagId }: { tagId: string | null }) {
  const { t } = useTranslation();
  const query = gameFeed(tagId);
  const paging = useFeedPaging(query);
  return (
    <FeedList
      paging={paging}
      feedKey={JSON.stringify(query.queryKey)}
      label={t('feed.tabs.gamePost')}
      estimateSize={96}
      emptyText={t('feed.games.empty')}
      articles={false}
      getKey={(g) => g.id}
      renderItem={(g) => <GameRow game={g} />}
    />
  );
}

/** gamePost: games by tag. */
export function GamePostPage() {
  const { t } = useTranslation();
  const { data: tags } = useGameTags();
  // Kept across opening a game (the tab container unmounts meanwhile).
  const [tagId, setTagId] = useKeptState<string | null>('gamePost:tag', null);
  return (
    <TabPage
      title={t('feed.tabs.gamePost')}
      actions={
        // The games hub (events, all tags, more games): reachable from its tab, not only from a
        // banner (issue 26.3).
        <Anchor
          component={Link}
          to={APP_PATHS.games}
          size="sm"
          px="xs"
          style={{ whiteSpace: 'nowrap' }}
          data-games-hub=""
        >
          {t('feed.games.hub')}
        </Anchor>
      }
    >
      {tags?.length ? (
        <TagChips tags={tags} value={tagId} onChange={setTagId} label={t('feed.games.tags')} />
      ) : null}
      <GameList key={tagId ?? ''} tagId={tagId} />
    </TabPage>
  );
}
