import { Button, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { UserBrief } from '@/api/schemas/user';
import { FeedList } from '@/components/feed-list/FeedList';
import { Page } from '@/components/page/Page';
import { useFeedPaging } from '@/lib/feed-paging';
import { peopleQuery, type PeopleKind } from '../api/people';
import { PersonRow } from '../components/PersonRow';
import classes from '../components/profile.module.css';
import { PROFILE_PATHS, followPath } from '../paths';

function PeopleList({ kind, userId }: { kind: PeopleKind; userId?: string }) {
  const { t } = useTranslation();
  const query = peopleQuery(kind, userId);
  const paging = useFeedPaging<UserBrief>(query);
  return (
    <FeedList
      paging={paging}
      feedKey={JSON.stringify(query.queryKey)}
      label={t(`people.follow.${kind}`)}
      emptyText={t(kind === 'fans' ? 'people.follow.emptyFans' : 'people.follow.emptyFollows')}
      articles={false}
      getKey={(user) => user.userId}
      estimateSize={64}
      renderItem={(user) => <PersonRow user={user} />}
    />
  );
}

/**
 * /column/follow?tab=follows|fans&userId=: the people a user follows and their fans, paged, each
 * with a follow button. Without userId, the member's own.
 */
export function FollowPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kind: PeopleKind = params.get('tab') === 'fans' ? 'fans' : 'follows';
  const userId = params.get('userId') ?? undefined;
  return (
    <Page title={t('people.follow.title')}>
      <div className={classes.tabs}>
        <Tabs value={kind} keepMounted={false}>
          <Tabs.List grow>
            {(['follows', 'fans'] as const).map((k) => (
              <Tabs.Tab
                key={k}
                value={k}
                renderRoot={(props) => <Link {...props} to={followPath(k, userId)} replace />}
              >
                {t(`people.follow.${k}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      </div>
      <PeopleList key={`${kind}-${userId ?? ''}`} kind={kind} userId={userId} />
      {!userId ? (
        <Button
          component={Link}
          to={PROFILE_PATHS.discoverUsers}
          variant="subtle"
          fullWidth
          mt="md"
        >
          {t('people.follow.discover')}
        </Button>
      ) : null}
    </Page>
  );
}
