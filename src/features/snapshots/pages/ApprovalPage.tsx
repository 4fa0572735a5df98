import { Badge, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ReviewStatus } from '@/api/schemas/post';
import type { Snapshot } from '@/api/schemas/snapshot';
import { FeedList } from '@/components/feed-list/FeedList';
import { MediaImage } from '@/components/MediaImage';
import { snapshotPath } from '@/components/snapshot-strip';
import { TopBar } from '@/components/top-bar/TopBar';
import { useFeedPaging } from '@/lib/feed-paging';
import { reviewFeed } from '../api/snapshots';
import classes from '../components/snapshots.module.css';
import { formatTime } from '../format-time';

const STATES: readonly ReviewStatus[] = ['pending', 'approved', 'rejected'];
const COLORS: Record<ReviewStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

function statusOf(value: string | null): ReviewStatus | undefined {
  return STATES.find((s) => s === value);
}

/** One snapshot: its cover, caption, date, state, and the reason when it was refused. */
function ReviewRow({ snapshot }: { snapshot: Snapshot }) {
  const { t, i18n } = useTranslation();
  const status = snapshot.reviewStatus ?? 'approved';
  const when = formatTime(i18n.language, 'dayTime', snapshot.createdAt);
  return (
    <Link
      to={snapshotPath(snapshot.id)}
      className={classes.row}
      data-review-id={snapshot.id}
      data-review-status={status}
    >
      <MediaImage type="image" path={snapshot.cover} alt="" ratio={9 / 16} width={40} radius={4} />
      <span className={classes.grow}>
        <span className={classes.line}>{snapshot.content || t('snapshots.review.noCaption')}</span>
        <span className={`${classes.line} ${classes.secondary}`}>
          {t('snapshots.review.publishedAt', { when })}
        </span>
        {status === 'rejected' && snapshot.rejectReason ? (
          <span className={`${classes.line} ${classes.reason}`}>
            {t('snapshots.review.reason', { reason: snapshot.rejectReason })}
          </span>
        ) : null}
      </span>
      <Badge
        color={COLORS[status]}
        variant="light"
        tt="none"
        classNames={{ root: classes.badge, label: classes.badgeLabel }}
        data-status={status}
      >
        {t(`snapshots.review.short.${status}`)}
      </Badge>
    </Link>
  );
}

function ReviewList({ status }: { status: ReviewStatus | undefined }) {
  const { t } = useTranslation();
  const query = reviewFeed(status);
  const paging = useFeedPaging(query);
  return (
    <FeedList
      paging={paging}
      feedKey={JSON.stringify(query.queryKey)}
      label={t('snapshots.review.title')}
      estimateSize={73}
      articles={false}
      emptyText={t('snapshots.review.empty')}
      getKey={(s) => s.id}
      renderItem={(s) => <ReviewRow snapshot={s} />}
    />
  );
}

/**
 * /post/snapshot/approval?status= : the author's snapshots with their review state (waiting,
 * approved, refused with the reason), all of them without a state. A new snapshot is seen only
 * by its author until it is approved; the state is kept in the address for back and links.
 */
export function ApprovalPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  return (
    <>
      <TopBar title={t('snapshots.review.title')} />
      <div className={classes.filter}>
        <SegmentedControl
          fullWidth
          aria-label={t('snapshots.review.filter')}
          value={status ?? 'all'}
          onChange={(value) =>
            setParams(value === 'all' ? {} : { status: value }, { replace: true })
          }
          data={[
            { value: 'all', label: t('snapshots.review.all') },
            ...STATES.map((s) => ({ value: s, label: t(`snapshots.review.short.${s}`) })),
          ]}
        />
        <p className={classes.secondary}>{t('snapshots.review.emptyHint')}</p>
      </div>
      <ReviewList key={status ?? 'all'} status={status} />
    </>
  );
}
