import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Creator } from '@/api/schemas/feed';
import { FeedList } from '@/components/feed-list/FeedList';
import { Page } from '@/components/page/Page';
import { useFeedPaging } from '@/lib/feed-paging';
import { formatCount } from '@/lib/format';
import { useOverlay } from '@/lib/overlays';
import { creatorsQuery } from '../api/people';
import { PersonRow } from '../components/PersonRow';
import classes from '../components/profile.module.css';

function CreatorRow({ creator }: { creator: Creator }) {
  const { t } = useTranslation();
  const overlay = useOverlay();
  const name = creator.user.nickname || creator.user.username;
  const price = creator.subscriptionPrice;
  return (
    <div data-testid="creator-row">
      <PersonRow
        user={creator.user}
        extra={t('people.creators.stats', {
          posts: formatCount(creator.postNum),
          fans: formatCount(creator.fansNum),
        })}
      />
      <div className={classes.badgeRow} style={{ paddingBottom: 8 }}>
        {price === null ? (
          <span className={classes.muted}>{t('people.creators.free')}</span>
        ) : creator.isSubscribed ? (
          <Button size="compact-md" radius="xl" variant="light" disabled>
            {t('people.person.subscribed')}
          </Button>
        ) : (
          <Button
            size="compact-md"
            h={36}
            radius="xl"
            color="pink"
            aria-label={`${t('people.person.subscribe', { price })} ${name}`}
            onClick={() =>
              overlay.open({
                kind: 'pay',
                params: {
                  purpose: 'subscription',
                  amount: price,
                  targetId: creator.user.userId,
                  label: t('people.person.subscription', { name }),
                },
              })
            }
          >
            {t('people.person.subscribe', { price })}
          </Button>
        )}
      </div>
    </div>
  );
}

/** /column/findSubscript: certified creators taking subscriptions, each with the pay sheet. */
export function FindSubscriptPage() {
  const { t } = useTranslation();
  const query = creatorsQuery();
  const paging = useFeedPaging<Creator>(query);
  return (
    <Page title={t('people.creators.title')}>
      <FeedList
        paging={paging}
        feedKey={JSON.stringify(query.queryKey)}
        label={t('people.creators.list')}
        emptyText={t('people.creators.empty')}
        articles={false}
        getKey={(c) => c.user.userId}
        estimateSize={112}
        renderItem={(c) => <CreatorRow creator={c} />}
      />
    </Page>
  );
}
