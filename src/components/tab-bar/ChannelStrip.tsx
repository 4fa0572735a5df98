import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { CHANNEL_TABS, tabPath } from './tabs';
import classes from './TabBar.module.css';
import { useActiveInView } from './use-active-in-view';

/** The content channels of the container (find, picked, pictures, videos, games, ranking…). */
export function ChannelStrip() {
  const { t } = useTranslation();
  const strip = useRef<HTMLElement>(null);
  // Ranking and the channels after it start off screen: the one shown stays in view.
  useActiveInView(strip, useLocation().pathname);
  return (
    <nav ref={strip} className={classes.strip} aria-label={t('feed.tabs.channels')}>
      {CHANNEL_TABS.map((tab) => (
        <NavLink key={tab} to={tabPath(tab)} preventScrollReset className={classes.chip}>
          {t(`feed.tabs.${tab}`)}
        </NavLink>
      ))}
    </nav>
  );
}
