import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { request } from '@/api/client';
import { feedsEndpoints } from '@/api/endpoints/feeds';
import type { Creator } from '@/api/schemas/feed';
import { Avatar } from '@/components/Avatar';
import { FeedList } from '@/components/feed-list/FeedList';
import { UserTags } from '@/components/post-card';
import { FEED_PAGE_SIZE, feedQuery, useFeedPaging } from '@/lib/feed-paging';
import { formatCount } from '@/lib/format';
import classes from './feed.module.css';

/** Certified creators, paged (the author sub-list). */
export const creatorFeed = feedQuery<Creator>(['creators', 'goddess'], (page, signal) =>
  request(feedsEndpoints.goddessPage, { query: { page, size: FEED_PAGE_SIZE } }, { signal }),
);

function CreatorRow({ creator }: { creator: Creator }) {
  const { t } = useTranslation();
  const name = creator.user.nickname || creator.user.username;
  return (
    <Link
      to={`/column/userDetail?userId=${encodeURIComponent(creator.user.userId)}`}
      className={classes.creator}
      style={{ color: 'inherit', textDecoration: 'none' }}
    >
      <Avatar headImgUrl={creator.user.headImgUrl} alt="" size={48} />
      <span className={classes.gameText}>
        <strong>{name}</strong>
        <UserTags tags={creator.user.tags} />
        <span className={classes.secondary}>
          {t('feed.author.stats', {
            fans: formatCount(creator.fansNum),
            posts: formatCount(creator.postNum),
          })}
        </span>
      </span>
    </Link>
  );
}

export function CreatorList({ label }: { label: string }) {
  const paging = useFeedPaging(creatorFeed);
  return (
    <FeedList
      paging={paging}
      feedKey="creators:goddess"
      label={label}
      estimateSize={88}
      articles={false}
      getKey={(c) => c.user.userId}
      renderItem={(c) => <CreatorRow creator={c} />}
    />
  );
}
