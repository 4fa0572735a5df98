import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { request } from '@/api/client';
import { messagesEndpoints } from '@/api/endpoints/messages';
import { userEndpoints } from '@/api/endpoints/user';
import type { Page } from '@/api/envelope';
import { endpointKey } from '@/api/query-key';
import type { Feedback } from '@/api/schemas/message';

const list = messagesEndpoints.feedbackList;
const query = { size: 10 };

/** The member's sent feedback with the support team's replies, newest first. */
export function feedbackListQuery() {
  return infiniteQueryOptions({
    queryKey: endpointKey(list, { query: { ...query, page: 1 } }, 'pages'),
    queryFn: ({ pageParam, signal }) =>
      request(list, { query: { ...query, page: pageParam } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: Page<Feedback>) => (last.hasNextPage ? last.nextPage : undefined),
  });
}

export function useFeedbackList() {
  return useInfiniteQuery(feedbackListQuery());
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [list.id] }),
      queryClient.invalidateQueries({ queryKey: [messagesEndpoints.feedbackReplies.id] }),
    ]);
}

export interface FeedbackInput {
  content: string;
  contact: string;
}

export function useSendFeedback() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: FeedbackInput) => request(userEndpoints.feedbackAdd, { body }),
    onSuccess: refresh,
  });
}

/** Edits an entry the support team has not answered yet; the page says 'edited' (one notice). */
export function useEditFeedback() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: FeedbackInput & { id: string }) =>
      request(messagesEndpoints.feedbackUpdate, { body }, { notify: 'failures' }),
    onSuccess: refresh,
  });
}
