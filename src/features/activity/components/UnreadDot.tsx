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

export { classes as activityClasses };
