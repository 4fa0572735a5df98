import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/Avatar';
import { chatPath } from '@/lib/app-paths';
import { useConversations } from '../api/messages';
import { PagedList } from './PagedList';
import { formatMessageTime } from './time';
import { activityClasses as classes, UnreadDot } from './UnreadDot';

/**
 * The chat tab: who wrote to the member and the last line. Chat itself is in the app
 * (section 6): a row opens the chat screen, which says so after the permission call.
 */
export function ConversationList() {
  const { t, i18n } = useTranslation();
  const query = useConversations();
  return (
    <PagedList query={query} empty={t('activity.empty.chat')} label={t('activity.type.chat')}>
      {(row) => (
        <li key={row.user.userId} data-conversation={row.user.userId}>
          <Link to={chatPath(row.user.userId)} className={classes.row}>
            <Avatar headImgUrl={row.user.headImgUrl} alt="" />
            <span className={classes.body}>
              <span className={classes.line}>
                <span className={classes.name}>{row.user.nickname ?? row.user.username}</span>
                {row.unreadCount > 0 ? <UnreadDot /> : null}
              </span>
              <span className={classes.line}>{row.lastMessage.content}</span>
              <time className={classes.time} dateTime={row.lastMessage.createdAt}>
                {formatMessageTime(row.lastMessage.createdAt, i18n.language)}
              </time>
            </span>
          </Link>
        </li>
      )}
    </PagedList>
  );
}
