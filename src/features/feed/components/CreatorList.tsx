import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { request } from '@/api/client';
import { feedsEndpoints } from '@/api/endpoints/feeds';
import type { Creator, CreatorKind } from '@/api/schemas/feed';
import { Avatar } from '@/components/Avatar';
import { creatorHref } from '@/components/creator-strip';
import { FeedList } from '@/components/feed-list/FeedList';
import { UserTags } from '@/components/post-card';
import { FEED_PAGE_SIZE, feedQuery, useFeedPaging } from '@/lib/feed-paging';
import { formatCount } from '@/lib/format';
import classes from './feed.module.css';

const KINDS: readonly CreatorKind[] = ['goddess', 'v', 'actress'];

const PAGE_ENDPOINTS = {
  goddess: feedsEndpoints.goddessPage,
  v: feedsEndpoints.bigVPage,
  actress: feedsEndpoints.actressPage,
} as const;

/** The creators of one kind, paged (the author sub-list). */
export function creatorFeed(kind: CreatorKind) {
  return feedQuery<Creator>(['creators', kind], (page, signal) =>
    request(PAGE_ENDPOINTS[kind], { query: { page, size: FEED_PAGE_SIZE } }, { signal }),
  );
}

function CreatorRow({ creator }: { creator: Creator }) {
  const { t } = useTranslation();
  const name = creator.user.nickname || creator.user.username;
  return (
    <Link
      to={creatorHref(creator.user.userId)}
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

function CreatorPages({ kind, label }: { kind: CreatorKind; label: string }) {
  const query = creatorFeed(kind);
  const paging = useFeedPaging(query);
  return (
    <FeedList
      paging={paging}
      feedKey={`creators:${kind}`}
      label={label}
      estimateSize={88}
      articles={false}
      getKey={(c) => c.user.userId}
      renderItem={(c) => <CreatorRow creator={c} />}
    />
  );
}

/**
 * The follow sub-list (creators to follow): certified (goddess), big-V or actress creators, one
 * kind at a time. (The author sub-list is the authors the member follows: FollowedAuthors.)
 */
export function CreatorList({ label }: { label: string }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<CreatorKind>('goddess');
  return (
    <>
      <div className={classes.chips}>
        <SegmentedControl
          size="sm"
          value={kind}
          onChange={(v) => setKind(KINDS.find((k) => k === v) ?? 'goddess')}
          aria-label={t('feed.author.kind')}
          data={KINDS.map((k) => ({ value: k, label: t(`post.creators.${k}`) }))}
        />
      </div>
      <CreatorPages key={kind} kind={kind} label={`${label} · ${t(`post.creators.${kind}`)}`} />
    </>
  );
}
