import { ActionIcon, Button, Menu, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@/api/schemas/message';
import type { OutgoingMessage } from '../api/outbox';
import { messageClock } from './days';
import classes from './chat.module.css';

function DotsIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="5" cy="12" r="1.8" fill="currentColor" />
      <circle cx="12" cy="12" r="1.8" fill="currentColor" />
      <circle cx="19" cy="12" r="1.8" fill="currentColor" />
    </svg>
  );
}

/** A message of the conversation; the member's own carry a menu to delete them. */
export function MessageRow({
  message,
  own,
  onDelete,
}: {
  message: ChatMessage;
  own: boolean;
  onDelete: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li className={classes.row} data-own={own || undefined} data-message-id={message.id}>
      <div className={classes.bubbleColumn}>
        <div className={classes.bubble}>
          {own ? <VisuallyHidden>{t('chat.you')}</VisuallyHidden> : null}
          {message.content}
        </div>
        <span className={classes.meta}>
          <time dateTime={message.createdAt}>{messageClock(message.createdAt, i18n.language)}</time>
        </span>
      </div>
      {own ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={32}
              radius="xl"
              className={classes.messageActions}
              aria-label={t('chat.messageActions')}
            >
              <DotsIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item color="red" onClick={() => onDelete(message.id)}>
              {t('chat.deleteMessage')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </li>
  );
}

/**
 * A message the server has not confirmed: on its way, refused, or with its outcome unknown (the
 * answer was lost). Its text stays; a retry sends it again under the same id.
 */
export function OutgoingRow({
  message,
  onRetry,
  onDiscard,
}: {
  message: OutgoingMessage;
  onRetry: (message: OutgoingMessage) => void;
  onDiscard: (clientMessageId: string) => void;
}) {
  const { t } = useTranslation();
  const settled = message.status !== 'sending';
  return (
    <li
      className={classes.row}
      data-own=""
      data-outgoing={message.status}
      data-client-message-id={message.clientMessageId}
    >
      <div className={classes.bubbleColumn}>
        <div className={classes.bubble}>
          <VisuallyHidden>{t('chat.you')}</VisuallyHidden>
          {message.content}
        </div>
        <span className={classes.meta} role={settled ? 'alert' : 'status'}>
          {settled ? (
            <>
              <span className={classes.failure}>
                {t(message.status === 'refused' ? 'chat.refused' : 'chat.unknown')}
              </span>
              <Button size="compact-sm" variant="light" onClick={() => onRetry(message)}>
                {t('chat.retry')}
              </Button>
              {message.status === 'refused' ? (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="gray"
                  onClick={() => onDiscard(message.clientMessageId)}
                >
                  {t('chat.discard')}
                </Button>
              ) : null}
            </>
          ) : (
            t('chat.sending')
          )}
        </span>
      </div>
    </li>
  );
}
