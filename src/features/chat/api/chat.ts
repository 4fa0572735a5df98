import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { request } from '@/api/client';
import { messagesEndpoints as ep } from '@/api/endpoints/messages';
import { userEndpoints } from '@/api/endpoints/user';
import { endpointKey, endpointQuery } from '@/api/query-key';
import type { Page } from '@/api/envelope';
import type { ChatMessage, Conversation } from '@/api/schemas/message';
import { userIdAtom } from '@/lib/session';

/** Section 7: chat pages like the messages lists, page 1, ten at a time. */
export const CHAT_PAGE_SIZE = 10;

/**
 * How often an open conversation asks for new messages (the contract has no push channel): the
 * other member's answer shows within a few seconds. TanStack Query pauses it in a hidden tab.
 */
export const CHAT_POLL_MS = 3000;

/** The other member of a conversation: the same cache entry as their person page. */
export function useChatPartner(userId: string) {
  return useQuery({
    ...endpointQuery(userEndpoints.profile, { path: { id: userId } }),
    enabled: userId !== '',
  });
}

export function useChatPermission(toUserId: string) {
  return useQuery({
    ...endpointQuery(ep.chatPermission, { path: { toUserId } }),
    enabled: toUserId !== '',
    // Asked again on every visit: a subscription bought meanwhile opens the composer.
    staleTime: 0,
  });
}

function conversationPath(me: string, other: string) {
  return { fromUserId: me, toUserId: other };
}

/** The messages between the member and `other`, newest page first (older pages on demand). */
export function conversationQuery(me: string, other: string) {
  const path = conversationPath(me, other);
  return infiniteQueryOptions({
    queryKey: endpointKey(
      ep.conversation,
      { path, query: { page: 1, size: CHAT_PAGE_SIZE } },
      'pages',
    ),
    queryFn: async ({ client, queryKey, pageParam, signal }) => {
      const page = await request(
        ep.conversation,
        { path, query: { page: pageParam, size: CHAT_PAGE_SIZE } },
        // Only the first load speaks up when it fails: a failed poll of a conversation on
        // screen is not something the member did (it keeps what it shows and asks again).
        { signal, notify: client.getQueryData(queryKey) === undefined },
      );
      // The server read these messages as it answered: the flags are asked again here, not in
      // the page's effect, so they come down even when the member leaves before it renders.
      if (page.resultList.some((m) => m.toUserId === me && !m.isRead)) {
        void client.invalidateQueries({ queryKey: [ep.unread.id] });
        void client.invalidateQueries({ queryKey: [ep.conversations.id] });
      }
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.nextPage : undefined),
  });
}

/**
 * The conversation in reading order (oldest first). Pages are fetched newest first, so a message
 * that arrived between two pages can show on both: it is kept once.
 */
export function inReadingOrder(pages: readonly { resultList: ChatMessage[] }[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const page of pages) for (const m of page.resultList) if (!byId.has(m.id)) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) =>
    a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0,
  );
}

/** Tells the unread flag and the conversation list that messages were read or changed. */
function useRefreshChatLists() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [ep.unread.id] }),
      client.invalidateQueries({ queryKey: [ep.conversations.id] }),
    ]);
}

type ConversationListPages = InfiniteData<Page<Conversation>, number>;

/**
 * An open conversation, polled. Reading it marks the messages to the member read on the server,
 * so the unread flag and the Chat tab's count are asked again: once it opens, whenever an answer
 * brings unread messages (in the query function), and while the list still counts some here.
 */
export function useConversation(other: string, enabled: boolean) {
  const me = useAtomValue(userIdAtom) ?? '';
  const client = useQueryClient();
  const query = useInfiniteQuery({
    ...conversationQuery(me, other),
    enabled: enabled && me !== '' && other !== '',
    refetchInterval: CHAT_POLL_MS,
    refetchIntervalInBackground: false,
  });
  const refresh = useRefreshChatLists();
  const refreshedOnOpen = useRef(false);
  const { data, dataUpdatedAt, isSuccess } = query;
  useEffect(() => {
    if (!isSuccess || !data) return;
    const listCountsUnread = client
      .getQueriesData<ConversationListPages>({ queryKey: [ep.conversations.id] })
      .some(([, list]) =>
        list?.pages.some((p) =>
          p.resultList.some((c) => c.user.userId === other && c.unreadCount > 0),
        ),
      );
    if (!refreshedOnOpen.current || listCountsUnread) {
      refreshedOnOpen.current = true;
      void refresh();
    }
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataUpdatedAt, isSuccess]);
  return query;
}

/**
 * Sends one message; a retry passes the same clientMessageId, so the server keeps it once. A
 * refusal's message is the error policy's to show (10000: the server's words); the message itself
 * shows that it was not sent, with its retry.
 */
export function sendMessage(toUserId: string, content: string, clientMessageId: string) {
  return request(ep.send, { body: { toUserId, content, clientMessageId } });
}

export function useAfterSend(other: string) {
  const client = useQueryClient();
  const me = useAtomValue(userIdAtom) ?? '';
  const refresh = useRefreshChatLists();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: conversationQuery(me, other).queryKey }),
      refresh(),
    ]);
}

/** Deletes one of the member's own messages from their side. */
export function useDeleteMessage(other: string) {
  const after = useAfterSend(other);
  return useMutation({
    mutationFn: (id: string) => request(ep.delete, { body: { ids: [id] } }),
    onSuccess: after,
  });
}

/** Deletes the whole conversation from the member's side. */
export function useDeleteConversation(other: string) {
  const me = useAtomValue(userIdAtom) ?? '';
  const client = useQueryClient();
  const refresh = useRefreshChatLists();
  return useMutation({
    mutationFn: () => request(ep.deleteConversation, { path: conversationPath(me, other) }),
    onSuccess: async () => {
      client.removeQueries({ queryKey: conversationQuery(me, other).queryKey });
      await refresh();
    },
  });
}
