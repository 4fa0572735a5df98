import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Game } from '@/api/schemas/game';
import { MediaImage } from '@/components/MediaImage';
import { formatCount } from '@/lib/format';
import { gameDetailPath } from '../paths';
import classes from './games.module.css';

/** One game in a list: icon, name, intro, players; opens its detail page. */
export function GameRow({ game }: { game: Game }) {
  const { t } = useTranslation();
  return (
    <Link to={gameDetailPath(game.id)} className={classes.row} data-game-id={game.id}>
      <MediaImage
        type="image"
        path={game.icon}
        alt=""
        ratio={1}
        width={56}
        radius="var(--mantine-radius-md)"
      />
      <span className={classes.rowText}>
        <span className={classes.name}>{game.name}</span>
        <span className={classes.secondary}>{game.intro}</span>
        <span className={classes.secondary}>
          {t('games.players', { n: formatCount(game.playerNum) })} ·{' '}
          {t('games.score', { score: game.score.toFixed(1) })}
        </span>
      </span>
    </Link>
  );
}
