import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '@/components/page/Page';
import { APP_PATHS } from '@/lib/app-paths';
import { useFeedbackReplies, useReadReply } from '../api/messages';
import { notifyFailure } from '@/lib/notify';
import { PagedList } from '../components/PagedList';
import { formatMessageTime } from '../components/time';
import { activityClasses as classes, UnreadDot } from '../components/UnreadDot';

/**
 * /column/insFeedbackMsg: the support team's replies to the member's feedback, newest first. An
 * unread reply carries the flag and a "mark read" (the feedback update call with replyRead).
 */
export function FeedbackMsgPage() {
  const { t, i18n } = useTranslation();
  const query = useFeedbackReplies();
  const readReply = useReadReply();
  return (
    <Page title={t('activity.feedbackMsg.title')}>
      <PagedList
        query={query}
        empty={t('activity.empty.feedback')}
        label={t('activity.feedbackMsg.title')}
      >
        {(reply) => (
          <li key={reply.id} data-reply-id={reply.id} data-read={String(reply.isRead)}>
            <div className={`${classes.row} ${reply.isRead ? '' : classes.unreadRow}`}>
              <span className={classes.body}>
                <span className={classes.time}>
                  {t('activity.feedbackMsg.question', { text: reply.question })}
                </span>
                <span className={classes.line}>
                  <span className={classes.name}>{t('activity.feedbackMsg.support')} </span>
                  {reply.reply}
                  {reply.isRead ? null : <UnreadDot />}
                </span>
                <time className={classes.time} dateTime={reply.createdAt}>
                  {formatMessageTime(reply.createdAt, i18n.language)}
                </time>
              </span>
              {reply.isRead ? null : (
                <Button
                  variant="subtle"
                  size="xs"
                  loading={readReply.isPending && readReply.variables === reply.feedbackId}
                  onClick={() =>
                    readReply.mutate(reply.feedbackId, {
                      onError: (error) => notifyFailure(error, t('activity.readFailed')),
                    })
                  }
                >
                  {t('activity.feedbackMsg.markRead')}
                </Button>
              )}
            </div>
          </li>
        )}
      </PagedList>
      <Button component={Link} to={APP_PATHS.feedback} variant="light" size="md" mt="md" fullWidth>
        {t('activity.feedbackMsg.write')}
      </Button>
    </Page>
  );
}
