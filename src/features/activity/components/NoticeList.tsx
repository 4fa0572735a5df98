import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Notice, NoticeType } from '@/api/schemas/message';
import { Avatar } from '@/components/Avatar';
import { useUnread } from '@/components/tab-bar';
import { postPath, profilePath } from '@/lib/app-paths';
import { useNotices, useReadAll } from '../api/messages';
import { notifyFailure } from '@/lib/notify';
import { PagedList } from './PagedList';
import { formatMessageTime } from './time';
import { activityClasses as classes, UnreadDot } from './UnreadDot';

/** Where a message leads: its post, else the person who did it; platform messages stay put. */
export function noticeTarget(notice: Notice): string | null {
  if (notice.postId) return postPath(notice.postId);
  if (notice.fromUser) return profilePath(notice.fromUser.userId);
  return null;
}

function BellIcon() {
  return (
    <span className={classes.systemIcon} aria-hidden="true">
      <svg width="22" height="22" viewBox="0 0 24 24">
        <path
          d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4Zm4 4h4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

function NoticeRow({ notice }: { notice: Notice }) {
  const { i18n } = useTranslation();
  const target = noticeTarget(notice);
  const person = notice.fromUser;
  const content = (
    <>
      {person ? <Avatar headImgUrl={person.headImgUrl} alt="" /> : <BellIcon />}
      <span className={classes.body}>
        <span className={classes.line}>
          {person ? (
            <span className={classes.name}>{person.nickname ?? person.username} </span>
          ) : (
            <span className={classes.name}>{notice.title} </span>
          )}
          {notice.content}
          {notice.isRead ? null : <UnreadDot />}
        </span>
        <time className={classes.time} dateTime={notice.createdAt}>
          {formatMessageTime(notice.createdAt, i18n.language)}
        </time>
      </span>
    </>
  );
  const rowClass = `${classes.row} ${notice.isRead ? '' : classes.unreadRow}`;
  return (
    <li data-notice-id={notice.id} data-read={notice.isRead ? 'true' : 'false'}>
      {target ? (
        <Link to={target} className={rowClass}>
          {content}
        </Link>
      ) : (
        <div className={rowClass}>{content}</div>
      )}
    </li>
  );
}

/**
 * One type of message with its own "clear all" (the read call for that type): the rows stay,
 * their unread marks go, and so does the tab's flag.
 */
export function NoticeList({ type }: { type: NoticeType }) {
  const { t } = useTranslation();
  const query = useNotices(type);
  const unread = useUnread().data?.[type] ?? 0;
  const readAll = useReadAll();
  const label = t(`activity.type.${type}`);
  return (
    <>
      <Group justify="flex-end" mb="xs">
        <Button
          variant="subtle"
          size="sm"
          disabled={unread === 0}
          loading={readAll.isPending}
          onClick={() =>
            readAll.mutate(type, {
              onError: (error) => notifyFailure(error, t('activity.readFailed')),
            })
          }
        >
          {t('activity.readType', { type: label })}
        </Button>
      </Group>
      <PagedList query={query} empty={t(`activity.empty.${type}`)} label={label}>
        {(notice) => <NoticeRow key={notice.id} notice={notice} />}
      </PagedList>
    </>
  );
}
