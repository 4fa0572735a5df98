import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryFailure } from '@/components/query-state/QueryState';
import { APP_PATHS } from '@/lib/app-paths';
import classes from './post.module.css';

/**
 * Post detail without its post. Only the server's "not found" (by code), or a link that names no
 * post, says the post does not exist, with the way home; anything else (no network, a server
 * error, no answer in time) is a failure to load, with a retry: the post may well be there.
 */
export function PostUnavailable(
  props: { notFound: true } | { notFound: boolean; retrying: boolean; onRetry: () => void },
) {
  const { t } = useTranslation();
  if (!props.notFound && 'onRetry' in props) {
    return (
      <QueryFailure
        message={t('post.detail.loadFailed')}
        retrying={props.retrying}
        onRetry={props.onRetry}
      />
    );
  }
  return (
    <div className={classes.message} data-post-state="not-found">
      <p role="alert">{t('post.detail.notFound')}</p>
      <Button component={Link} to={APP_PATHS.home} variant="default">
        {t('post.detail.home')}
      </Button>
    </div>
  );
}
