import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/Avatar';
import { chatPath } from '@/lib/app-paths';
import { userIdAtom } from '@/lib/session';
import { useConversations } from '../api/messages';
import { PagedList } from './PagedList';
import { formatMessageTime } from './time';
import { activityClasses as classes, UnreadCount } from './UnreadDot';

/**
 * The chat tab: the member's conversations, the most recent first, each with the other member,
 * the last message, its time and how many messages to the member are unread. A row opens the
 * conversation (src/features/chat), which reads it: the count goes when the member comes back.
 */
export function ConversationList() {
  const { t, i18n } = useTranslation();
  const query = useConversations();
  const me = useAtomValue(userIdAtom);
  return (
    <PagedList query={query} empty={t('activity.empty.chat')} label={t('activity.type.chat')}>
      {(row) => (
        <li key={row.user.userId} data-conversation={row.user.userId}>
          <Link
            to={chatPath(row.user.userId)}
            className={row.unreadCount > 0 ? `${classes.row} ${classes.unreadRow}` : classes.row}
          >
            <Avatar headImgUrl={row.user.headImgUrl} alt="" />
            <span className={classes.body}>
              <span className={classes.head}>
                <span className={classes.name}>{row.user.nickname || row.user.username}</span>
                <time className={classes.time} dateTime={row.lastMessage.createdAt}>
                  {formatMessageTime(row.lastMessage.createdAt, i18n.language)}
                </time>
              </span>
              <span className={classes.head}>
                <span className={classes.preview}>
                  {row.lastMessage.fromUserId === me ? `${t('chat.you')} ` : ''}
                  {row.lastMessage.content}
                </span>
                {row.unreadCount > 0 ? <UnreadCount count={row.unreadCount} /> : null}
              </span>
            </span>
          </Link>
        </li>
      )}
    </PagedList>
  );
}
