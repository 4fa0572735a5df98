import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { request } from '@/api/client';
import { userEndpoints } from '@/api/endpoints/user';
import { endpointKey } from '@/api/query-key';
import type { UserBrief } from '@/api/schemas/user';
import { Avatar } from '@/components/Avatar';
import { creatorHref } from '@/components/creator-strip';
import { FeedList } from '@/components/feed-list/FeedList';
import { UserTags } from '@/components/post-card';
import { FEED_PAGE_SIZE, feedQuery, useFeedPaging } from '@/lib/feed-paging';
import classes from './feed.module.css';

/**
 * The authors the member follows (the home "author" sub-list: "author (followed authors)", content
 * spec section 2), from the member's follow list, a page at a time. The same cache entry as the
 * profile's follow list (one key from the contract); read again on every visit, so a follow made
 * from a post card is in the list when it opens.
 */
export function followedAuthorsQuery() {
  const query = { size: FEED_PAGE_SIZE };
  return {
    ...feedQuery<UserBrief>(
      endpointKey(userEndpoints.follows, { query: { ...query, page: 1 } }, 'pages'),
      (page, signal) => request(userEndpoints.follows, { query: { ...query, page } }, { signal }),
    ),
    staleTime: 0,
  };
}

function AuthorRow({ author }: { author: UserBrief }) {
  const { t } = useTranslation();
  const name = author.nickname || author.username;
  return (
    <Link
      to={creatorHref(author.userId)}
      className={classes.creator}
      style={{ color: 'inherit', textDecoration: 'none' }}
    >
      <Avatar headImgUrl={author.headImgUrl} alt="" size={48} />
      <span className={classes.gameText}>
        <strong>{name}</strong>
        <UserTags tags={author.tags ?? []} />
        <span className={classes.secondary}>{author.sign || t('backend.home.noSign')}</span>
      </span>
    </Link>
  );
}

export function FollowedAuthors({ label }: { label: string }) {
  const { t } = useTranslation();
  const paging = useFeedPaging(followedAuthorsQuery());
  return (
    <>
      <FeedList
        paging={paging}
        feedKey="followed-authors"
        label={label}
        estimateSize={88}
        articles={false}
        emptyText={t('backend.home.authorEmpty')}
        getKey={(author) => author.userId}
        renderItem={(author) => <AuthorRow author={author} />}
      />
      {paging.status === 'success' && paging.items.length === 0 ? (
        <p className={classes.secondary} style={{ textAlign: 'center' }}>
          <Link to="?list=follow" replace>
            {t('backend.home.findAuthors')}
          </Link>
        </p>
      ) : null}
    </>
  );
}
