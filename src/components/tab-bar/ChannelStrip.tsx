import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { CHANNEL_TABS, tabPath } from './tabs';
import classes from './TabBar.module.css';

/** The content channels of the container (find, picked, pictures, videos, games, ranking…). */
export function ChannelStrip() {
  const { t } = useTranslation();
  return (
    <nav className={classes.strip} aria-label={t('feed.tabs.channels')}>
      {CHANNEL_TABS.map((tab) => (
        <NavLink key={tab} to={tabPath(tab)} preventScrollReset className={classes.chip}>
          {t(`feed.tabs.${tab}`)}
        </NavLink>
      ))}
    </nav>
  );
}
