import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ownEndpoints } from '@/api/endpoints/own';
import { endpointQuery } from '@/api/query-key';
import { Page } from '@/components/page/Page';
import { QueryState } from '@/components/query-state/QueryState';
import { useCurrentUser } from '@/lib/current-user';
import { tokenAtom } from '@/lib/session';
import { Counts } from '../components/Counts';
import { Entries } from '../components/Entries';
import { OwnLists } from '../components/OwnLists';
import { ProfileHeader, useVipLine } from '../components/ProfileHeader';
import { VisitorCard } from '../components/VisitorCard';
import classes from '../components/profile.module.css';
import { PROFILE_PATHS, followPath } from '../paths';

/**
 * /column/columnTabbar/my: the member's header (head image, name, account, VIP and expiry,
 * balance), counts, the entries to every personal screen, and the own lists with their review
 * state. Public: a visitor sees the invitation to log in or register instead.
 */
export function MePage() {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  return (
    <Page title={t('people.me.title')} back={false}>
      {token ? <MemberMe /> : <VisitorCard kind="signedOut" />}
    </Page>
  );
}

function MemberMe() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const count = useQuery(endpointQuery(ownEndpoints.count, { query: {} }));
  const vipLine = useVipLine();
  return (
    <QueryState query={user} skeletonRows={4}>
      {(me) => (
        <>
          <ProfileHeader
            user={me}
            lines={[
              t('people.me.account', { name: me.username }),
              <span key="vip" data-testid="me-vip">
                {vipLine(me)}
              </span>,
              <span key="balance" data-testid="me-balance">
                {t('people.me.balance', { amount: me.availableBalance.toFixed(2) })}
              </span>,
            ]}
          />
          {me.isVisitor ? <VisitorCard kind="visitorAccount" /> : null}
          <Group className={classes.actions} grow>
            <Button component={Link} to={PROFILE_PATHS.editHomePage} variant="default" radius="xl">
              {t('people.me.edit')}
            </Button>
            <Button component={Link} to={PROFILE_PATHS.myPage} variant="default" radius="xl">
              {t('people.me.myPage')}
            </Button>
          </Group>
          <Counts
            items={[
              {
                key: 'posts',
                label: t('people.counts.posts'),
                value: count.data?.postNum,
                to: PROFILE_PATHS.myOwnPost,
              },
              {
                key: 'follows',
                label: t('people.counts.follows'),
                value: me.followNum,
                to: followPath('follows'),
              },
              {
                key: 'fans',
                label: t('people.counts.fans'),
                value: me.fansNum,
                to: followPath('fans'),
              },
              {
                key: 'likes',
                label: t('people.counts.likes'),
                value: count.data?.favouriteNum,
                to: `${PROFILE_PATHS.personalInfo}?list=favourites`,
              },
            ]}
          />
          <Entries />
          <OwnLists userId={me.userId} />
        </>
      )}
    </QueryState>
  );
}
