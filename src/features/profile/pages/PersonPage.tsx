import { Button, Tabs } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { UserProfile } from '@/api/schemas/user';
import { PostFeed } from '@/components/feed-list/PostFeed';
import { Page } from '@/components/page/Page';
import { QueryState } from '@/components/query-state/QueryState';
import { chatPath, profilePath } from '@/lib/app-paths';
import { useOverlay } from '@/lib/overlays';
import { userIdAtom } from '@/lib/session';
import { ownFeedQuery } from '../api/own';
import { useProfile } from '../api/people';
import { Counts } from '../components/Counts';
import { FollowToggle } from '../components/FollowToggle';
import { PersonMenu } from '../components/PersonMenu';
import { ProfileHeader, useVipLine } from '../components/ProfileHeader';
import { SnapshotGrid } from '../components/SnapshotGrid';
import classes from '../components/profile.module.css';
import { PROFILE_PATHS, followPath, otherPagePath } from '../paths';

export type PersonTab = 'posts' | 'snapshots';

/**
 * A person page (section 2, "Person page"): header, follow, subscribe (the pay sheet), counts,
 * and their approved posts (/column/userDetail) or snapshots (/column/otherPage): the two routes
 * are the two tabs of one page, so either can be linked to. On one's own page the follow and
 * subscribe buttons give way to "Edit profile"; on another's, the top bar's menu reports the
 * user. `userId` is a query parameter (src/lib/app-paths profilePath); the member's own page is
 * /column/columnTabbar/my1.
 */
export function PersonPage({ tab, self = false }: { tab: PersonTab; self?: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const viewerId = useAtomValue(userIdAtom);
  const userId = self ? (viewerId ?? '') : (params.get('userId') ?? '');
  const profile = useProfile(userId);
  return (
    <Page
      title={t('people.person.title')}
      right={profile.data && !profile.data.isSelf ? <PersonMenu user={profile.data} /> : null}
    >
      <QueryState query={profile} skeletonRows={4}>
        {(user) => <PersonBody user={user} tab={tab} />}
      </QueryState>
    </Page>
  );
}

function PersonBody({ user, tab }: { user: UserProfile; tab: PersonTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const overlay = useOverlay();
  const vipLine = useVipLine();
  const name = user.nickname || user.username;
  const subscribe = () =>
    overlay.open({
      kind: 'pay',
      params: {
        purpose: 'subscription',
        amount: user.subscriptionPrice ?? 0,
        targetId: user.userId,
        label: t('people.person.subscription', { name }),
      },
    });
  return (
    <>
      <ProfileHeader user={user} lines={[vipLine(user), user.sign || t('people.person.noSign')]} />
      <div className={classes.actions}>
        {user.isSelf ? (
          <Button component={Link} to={PROFILE_PATHS.editHomePage} radius="xl" variant="default">
            {t('people.me.edit')}
          </Button>
        ) : (
          <>
            <FollowToggle userId={user.userId} following={Boolean(user.follow)} size="md" />
            {/* The conversation asks the send permission itself (creators: subscribers only). */}
            <Button
              component={Link}
              to={chatPath(user.userId)}
              size="md"
              radius="xl"
              variant="default"
              data-action="send-message"
            >
              {t('chat.sendMessage')}
            </Button>
            {user.subscriptionPrice !== null ? (
              user.subscribed ? (
                <Button radius="xl" variant="light" disabled data-testid="subscribed">
                  {t('people.person.subscribed')}
                </Button>
              ) : (
                <Button radius="xl" color="pink" onClick={subscribe}>
                  {t('people.person.subscribe', { price: user.subscriptionPrice })}
                </Button>
              )
            ) : null}
          </>
        )}
      </div>
      <Counts
        items={[
          {
            key: 'follows',
            label: t('people.counts.follows'),
            value: user.followNum,
            to: followPath('follows', user.userId),
          },
          {
            key: 'fans',
            label: t('people.counts.fans'),
            value: user.fansNum,
            to: followPath('fans', user.userId),
          },
        ]}
      />
      <div className={classes.tabs}>
        <Tabs
          value={tab}
          onChange={(value) =>
            navigate(
              value === 'snapshots' ? otherPagePath(user.userId) : profilePath(user.userId),
              {
                replace: true,
              },
            )
          }
        >
          <Tabs.List grow aria-label={t('people.person.tabs')}>
            <Tabs.Tab value="posts">{t('people.person.posts')}</Tabs.Tab>
            <Tabs.Tab value="snapshots">{t('people.person.snapshots')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {tab === 'posts' ? (
          <PostFeed
            query={ownFeedQuery('posts', user.userId)}
            label={t('people.person.posts')}
            emptyText={t('people.person.emptyPosts')}
          />
        ) : (
          <SnapshotGrid userId={user.userId} emptyText={t('people.person.emptySnapshots')} />
        )}
      </div>
    </>
  );
}

export function UserDetailPage() {
  return <PersonPage tab="posts" />;
}
export function OtherPagePage() {
  return <PersonPage tab="snapshots" />;
}
/** my1: the member's own person page, as others see it. */
export function MyPagePage() {
  return <PersonPage tab="posts" self />;
}
