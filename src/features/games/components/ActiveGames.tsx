import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MediaImage } from '@/components/MediaImage';
import { useActiveGames } from '../api/games';
import { gameDetailPath } from '../paths';
import classes from './games.module.css';

/**
 * Games with a running event, as a swipeable strip above the lists. A failed or empty answer
 * shows nothing: the lists below are the screen (section 8: failed list loads).
 */
export function ActiveGames() {
  const { t } = useTranslation();
  const { data } = useActiveGames();
  if (!data?.length) return null;
  return (
    <section className={classes.strip} aria-label={t('games.active')} data-testid="active-games">
      {data.map((a) => (
        <Link key={a.game.id} to={gameDetailPath(a.game.id)} className={classes.event}>
          <MediaImage type="image" path={a.banner} alt="" ratio={750 / 300} />
          <span className={classes.eventTitle}>
            {a.game.name} · {a.title}
          </span>
        </Link>
      ))}
    </section>
  );
}
