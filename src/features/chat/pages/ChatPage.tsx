import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { failureNotice } from '@/lib/notify';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '@/api/api-error';
import type { ChatPermission } from '@/api/schemas/message';
import { Page } from '@/components/page/Page';
import { QueryState } from '@/components/query-state/QueryState';
import { userIdAtom } from '@/lib/session';
import {
  inReadingOrder,
  useChatPartner,
  useChatPermission,
  useConversation,
  useDeleteMessage,
} from '../api/chat';
import { useOutbox } from '../api/outbox';
import { ChatThread } from '../components/ChatThread';
import { Composer } from '../components/Composer';
import { ConversationMenu } from '../components/ConversationMenu';
import { PermissionNotice } from '../components/PermissionNotice';
import classes from '../components/chat.module.css';

function Conversation({
  userId,
  name,
  permission,
  onRecheck,
}: {
  userId: string;
  name: string;
  permission: ChatPermission;
  onRecheck: () => void;
}) {
  const { t } = useTranslation();
  const me = useAtomValue(userIdAtom) ?? '';
  const query = useConversation(userId, true);
  const outbox = useOutbox(userId);
  const { settle } = outbox;
  const messages = useMemo(
    () => (query.data ? inReadingOrder(query.data.pages) : []),
    [query.data],
  );
  // A message whose answer was lost but which the server has: shown once, as stored.
  useEffect(() => settle(messages), [messages, settle]);
  const remove = useDeleteMessage(userId);
  const { fetchNextPage, isFetchingNextPage } = query;
  const loadOlder = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  const deleteMessage = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('chat.messageDeleted') }),
      onError: (error) => {
        // A refusal's message is the error policy's to show; a lost connection is silent there.
        if (!(error instanceof ApiError && error.kind === 'code'))
          notifications.show(failureNotice(t('chat.deleteFailed')));
      },
    });

  return (
    <div className={classes.screen}>
      <div className={classes.threadArea}>
        <QueryState
          query={query}
          isEmpty={(data) =>
            outbox.items.length === 0 && data.pages.every((p) => p.resultList.length === 0)
          }
          empty={permission.allowed ? t('chat.empty') : t('chat.emptyClosed')}
        >
          {() => (
            <ChatThread
              me={me}
              label={t('chat.messagesWith', { name })}
              messages={messages}
              outgoing={outbox.items}
              hasOlder={Boolean(query.hasNextPage)}
              loadingOlder={isFetchingNextPage}
              onLoadOlder={loadOlder}
              onDelete={deleteMessage}
              onRetry={outbox.retry}
              onDiscard={outbox.discard}
            />
          )}
        </QueryState>
      </div>
      {permission.allowed ? (
        <Composer draftKey={userId} label={t('chat.inputLabel', { name })} onSend={outbox.send} />
      ) : (
        <PermissionNotice
          permission={permission}
          userId={userId}
          name={name}
          onRecheck={onRecheck}
        />
      )}
    </div>
  );
}

/**
 * /column/chat?userId=: a conversation with another member (issue 26: chat works on the web).
 * The send permission decides first: a member who may write gets the composer; one who may not
 * reads why, and what would let them (subscribing to a creator).
 */
export function ChatPage() {
  const { t } = useTranslation();
  const userId = useSearchParams()[0].get('userId') ?? '';
  const me = useAtomValue(userIdAtom);
  const partner = useChatPartner(userId);
  const name = partner.data?.nickname || partner.data?.username || '';
  const permission = useChatPermission(userId);
  const { refetch } = permission;
  const recheck = useCallback(() => void refetch(), [refetch]);
  if (!userId) {
    return (
      <Page title={t('chat.title')}>
        <Text>{t('chat.noUser')}</Text>
      </Page>
    );
  }
  return (
    <Page
      title={name || t('chat.title')}
      right={userId !== me ? <ConversationMenu userId={userId} name={name} /> : undefined}
    >
      <QueryState query={permission}>
        {(allowed) =>
          allowed.reason === 'self' ? (
            <PermissionNotice
              permission={allowed}
              userId={userId}
              name={name}
              onRecheck={recheck}
            />
          ) : (
            <Conversation userId={userId} name={name} permission={allowed} onRecheck={recheck} />
          )
        }
      </QueryState>
    </Page>
  );
}
