import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { SnapshotReader } from '@/api/schemas/snapshot';
import { Avatar } from '@/components/Avatar';
import { FeedList } from '@/components/feed-list/FeedList';
import { TopBar } from '@/components/top-bar/TopBar';
import { profilePath } from '@/lib/app-paths';
import { useFeedPaging } from '@/lib/feed-paging';
import { readersFeed } from '../api/snapshots';
import classes from '../components/snapshots.module.css';
import { formatTime } from '../format-time';

function ReaderRow({ reader }: { reader: SnapshotReader }) {
  const { i18n } = useTranslation();
  const when = formatTime(i18n.language, 'dayTime', reader.readAt);
  return (
    <Link
      to={profilePath(reader.userInfo.userId)}
      className={classes.row}
      data-reader-id={reader.userInfo.userId}
    >
      <Avatar headImgUrl={reader.userInfo.headImgUrl} alt="" size={40} />
      <span className={classes.grow}>{reader.userInfo.username}</span>
      <span className={classes.secondary}>{when}</span>
    </Link>
  );
}

function Readers({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = readersFeed(id);
  const paging = useFeedPaging(query);
  return (
    <FeedList
      paging={paging}
      feedKey={JSON.stringify(query.queryKey)}
      label={t('snapshots.readersTitle')}
      estimateSize={57}
      articles={false}
      emptyText={t('snapshots.noReaders')}
      getKey={(r) => r.userInfo.userId}
      renderItem={(r) => <ReaderRow reader={r} />}
    />
  );
}

/** /post/snapshot/readers?id= : who read one of the author's snapshots, latest first (paged). */
export function ReadersPage() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id');
  return (
    <>
      <TopBar title={t('snapshots.readersTitle')} />
      {id ? <Readers id={id} /> : <p className={classes.message}>{t('snapshots.missing')}</p>}
    </>
  );
}
