import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { request } from '@/api/client';
import { messagesEndpoints as ep } from '@/api/endpoints/messages';
import type { Page } from '@/api/envelope';
import { endpointKey } from '@/api/query-key';
import type { NoticeType } from '@/api/schemas/message';

/** Section 7: the messages and feedback lists load page 1, limit 10. */
export const MESSAGES_PAGE_SIZE = 10;

function pagedQuery<T>(
  key: readonly unknown[],
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>,
) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>) => (last.hasNextPage ? last.nextPage : undefined),
  });
}

/** One type of message (likes, follows...), newest first. */
export function noticesQuery(type: NoticeType) {
  const query = { type, limit: MESSAGES_PAGE_SIZE };
  return pagedQuery(
    endpointKey(ep.list, { query: { ...query, page: 1 } }, 'pages'),
    (page, signal) => request(ep.list, { query: { ...query, page } }, { signal }),
  );
}

export function useNotices(type: NoticeType) {
  return useInfiniteQuery(noticesQuery(type));
}

/** Replies of the support team to the member's feedback, newest first. */
export function feedbackRepliesQuery() {
  const query = { limit: MESSAGES_PAGE_SIZE };
  return pagedQuery(
    endpointKey(ep.feedbackReplies, { query: { ...query, page: 1 } }, 'pages'),
    (page, signal) => request(ep.feedbackReplies, { query: { ...query, page } }, { signal }),
  );
}

export function useFeedbackReplies() {
  return useInfiniteQuery(feedbackRepliesQuery());
}

/** The member's conversations, the most recent first (src/features/chat opens one). */
export function conversationsQuery() {
  const query = { size: MESSAGES_PAGE_SIZE };
  return pagedQuery(
    endpointKey(ep.conversations, { query: { ...query, page: 1 } }, 'pages'),
    (page, signal) => request(ep.conversations, { query: { ...query, page } }, { signal }),
  );
}

export function useConversations() {
  return useInfiniteQuery(conversationsQuery());
}

/** After reading: the lists show the new state and the unread flag drops at once. */
function useRefreshUnread() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [ep.unread.id] }),
      queryClient.invalidateQueries({ queryKey: [ep.list.id] }),
      queryClient.invalidateQueries({ queryKey: [ep.feedbackReplies.id] }),
    ]);
}

/** "Clear all": marks the messages of one type read, or of every type without one. */
export function useReadAll() {
  const refresh = useRefreshUnread();
  return useMutation({
    mutationFn: (type: NoticeType | undefined) =>
      request(ep.readAll, { body: type ? { type } : {} }),
    onSuccess: refresh,
  });
}

/**
 * Marks one reply of the support team read. The PUT's "saved" would be a notice for opening a
 * reply: the read mark itself says it; a refusal still speaks.
 */
export function useReadReply() {
  const refresh = useRefreshUnread();
  return useMutation({
    mutationFn: (feedbackId: string) =>
      request(
        ep.feedbackUpdate,
        { body: { id: feedbackId, replyRead: true } },
        { notify: 'failures' },
      ),
    onSuccess: refresh,
  });
}
