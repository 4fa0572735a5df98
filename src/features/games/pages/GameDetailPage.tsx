import { Anchor, Badge, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { GameDetail } from '@/api/schemas/game';
import { MediaImage } from '@/components/MediaImage';
import { Page } from '@/components/page/Page';
import { QueryState } from '@/components/query-state/QueryState';
import { formatCount } from '@/lib/format';
import { useGameDetail, useMoreGames } from '../api/games';
import { GameRow } from '../components/GameRow';
import { PlayLink } from '../components/PlayLink';
import classes from '../components/games.module.css';
import { moreGamesPath } from '../paths';

/** How many other games the detail suggests under the description. */
const MORE_ON_DETAIL = 3;

function MoreGames({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const { data } = useMoreGames(gameId, MORE_ON_DETAIL);
  if (!data?.length) return null;
  return (
    <section aria-labelledby="more-games">
      <div className={classes.sectionTitle}>
        <Title order={2} size="h5" id="more-games">
          {t('games.more')}
        </Title>
        <Anchor component={Link} to={moreGamesPath(gameId)} size="sm">
          {t('games.seeAll')}
        </Anchor>
      </div>
      <div style={{ marginInline: 'calc(-1 * var(--mantine-spacing-md))' }}>
        {data.map((g) => (
          <GameRow key={g.id} game={g} />
        ))}
      </div>
    </section>
  );
}

function Detail({ game }: { game: GameDetail }) {
  const { t } = useTranslation();
  return (
    <article data-testid="game-detail">
      <MediaImage
        type="image"
        path={game.cover}
        alt=""
        ratio={750 / 420}
        radius="var(--mantine-radius-md)"
        priority
      />
      <div className={classes.header}>
        <MediaImage
          type="image"
          path={game.icon}
          alt=""
          ratio={1}
          width={64}
          radius="var(--mantine-radius-md)"
        />
        <div className={classes.rowText}>
          <Title order={1} size="h3">
            {game.name}
          </Title>
          <span className={classes.secondary}>
            {t('games.players', { n: formatCount(game.playerNum) })} ·{' '}
            {t('games.score', { score: game.score.toFixed(1) })}
          </span>
          <span className={classes.secondary}>{game.developer}</span>
        </div>
        {game.isHot ? <Badge color="red.9">{t('games.hot')}</Badge> : null}
      </div>
      <PlayLink url={game.playUrl} />
      <Title order={2} size="h5" mt="lg" mb="xs">
        {t('games.about')}
      </Title>
      <Text className={classes.description}>{game.description}</Text>
      {game.screenshots.length ? (
        <>
          <Title order={2} size="h5" mt="lg" mb="xs">
            {t('games.screenshots')}
          </Title>
          {/* Focusable, so the strip scrolls from a keyboard too. */}
          <div
            className={classes.screens}
            tabIndex={0}
            role="region"
            aria-label={t('games.screenshots')}
          >
            {game.screenshots.map((path, i) => (
              <div key={path} className={classes.screen}>
                <MediaImage
                  type="image"
                  path={path}
                  alt={t('games.screenshot', { n: i + 1 })}
                  ratio={9 / 16}
                  radius="var(--mantine-radius-sm)"
                />
              </div>
            ))}
          </div>
        </>
      ) : null}
      <Group mt="xs">
        <span className={classes.secondary}>
          {t('games.updated', { date: game.updatedAt.slice(0, 10) })}
        </span>
      </Group>
      <MoreGames gameId={game.id} />
    </article>
  );
}

function DetailQuery({ id }: { id: string }) {
  const query = useGameDetail(id);
  return <QueryState query={query}>{(game) => <Detail game={game} />}</QueryState>;
}

/** /post/game/detail?id= : one game, its play button, its screenshots, more games. */
export function GameDetailPage() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id');
  return (
    <Page title={t('games.detail')}>
      {id ? (
        <DetailQuery id={id} />
      ) : (
        <Text ta="center" role="alert" data-testid="game-missing">
          {t('games.missing')}
        </Text>
      )}
    </Page>
  );
}
