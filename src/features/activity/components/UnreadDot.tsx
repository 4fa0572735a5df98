import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './activity.module.css';

/** The red dot of the unread flag, with its words for screen readers. */
export function UnreadDot() {
  const { t } = useTranslation();
  return (
    <span className={classes.dot} data-unread="">
      <VisuallyHidden>{t('activity.unreadFlag')}</VisuallyHidden>
    </span>
  );
}

/** How many are unread, as a red badge (the chat tab and each conversation). */
export function UnreadCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span className={classes.count} data-unread={count}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{t('activity.unreadCount', { count })}</VisuallyHidden>
    </span>
  );
}

export { classes as activityClasses };
