import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { BOTTOM_TABS, tabPath } from './tabs';
import classes from './TabBar.module.css';
import { hasUnread, useUnread } from './unread';

const ICONS: Record<(typeof BOTTOM_TABS)[number], string> = {
  index: 'M4 11 12 4l8 7v9h-5v-6H9v6H4Z',
  find: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm3.5 5.5-2 5-5 2 2-5Z',
  videoPost: 'M4 6h11v12H4Zm11 4 5-3v10l-5-3Z',
  dynamic: 'M5 5h14v10H9l-4 4Z',
  my: 'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm-7 16c1-4 4-6 7-6s6 2 7 6Z',
};

/**
 * The bottom bar of the tab container. Its links keep the scroll position (preventScrollReset):
 * a kept-alive tab restores its own. Other features' pages may show it too.
 */
export function TabBar() {
  const { t } = useTranslation();
  const unread = hasUnread(useUnread().data);
  return (
    <nav className={classes.bar} aria-label={t('feed.tabs.label')}>
      {BOTTOM_TABS.map((tab) => (
        <NavLink
          key={tab}
          to={tabPath(tab)}
          preventScrollReset
          className={classes.tab}
          data-tab={tab}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d={ICONS[tab]}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
          <span>{t(`feed.tabs.${tab}`)}</span>
          {tab === 'dynamic' && unread ? (
            <span className={classes.unread} data-unread="">
              <VisuallyHidden>{t('activity.unreadFlag')}</VisuallyHidden>
            </span>
          ) : null}
        </NavLink>
      ))}
    </nav>
  );
}
