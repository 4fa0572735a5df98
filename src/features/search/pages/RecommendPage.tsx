import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/Avatar';
import { Page } from '@/components/page/Page';
import { QueryState } from '@/components/query-state/QueryState';
import { profilePath } from '@/lib/app-paths';
import { useExcludeUser, useRecommendedUsers } from '../api/recommend';
import classes from '../components/search.module.css';
import { SIGN_PREVIEW, signPreview } from '../entries';

/** /column/recommend: people to discover, each with "not interested" (the exclusion call). */
export function RecommendPage() {
  const { t } = useTranslation();
  const query = useRecommendedUsers();
  const exclude = useExcludeUser();
  return (
    <Page title={t('search.recommendTitle')}>
      <QueryState query={query} empty={t('search.recommendEmpty')}>
        {(users) => (
          <ul style={{ margin: 'calc(-1 * var(--mantine-spacing-md))', padding: 0 }}>
            {users.map((user) => (
              <li key={user.userId} className={classes.entry} data-recommended={user.userId}>
                <Link
                  to={profilePath(user.userId)}
                  className={classes.grow}
                  style={{
                    color: 'inherit',
                    textDecoration: 'none',
                    flexDirection: 'row',
                    gap: 8,
                    alignItems: 'center',
                  }}
                >
                  <Avatar headImgUrl={user.headImgUrl} alt="" size={44} />
                  <span className={classes.grow}>
                    <span className={classes.ellipsis}>{user.username}</span>
                    <span className={`${classes.secondary} ${classes.ellipsis}`}>
                      {signPreview(user.sign, SIGN_PREVIEW) ?? t('search.noSign')}
                    </span>
                  </span>
                </Link>
                <Button
                  variant="default"
                  size="compact-md"
                  loading={exclude.isPending && exclude.variables === user.userId}
                  onClick={() => exclude.mutate(user.userId)}
                  aria-label={t('search.notInterestedIn', { name: user.username })}
                >
                  {t('search.notInterested')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}
