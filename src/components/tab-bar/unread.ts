import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { request } from '@/api/client';
import { messagesEndpoints } from '@/api/endpoints/messages';
import type { EndpointData } from '@/api/contract';
import { endpointKey } from '@/api/query-key';
import { tokenAtom } from '@/lib/session';

export type UnreadCounts = EndpointData<typeof messagesEndpoints.unread>;

/**
 * How often the unread flag asks again. Half a minute: new likes show up while the member
 * browses, without a call every few seconds from every open tab. TanStack Query stops the
 * interval while the page is hidden (refetchIntervalInBackground: false) and asks again when
 * the member comes back to it (refetchOnWindowFocus).
 */
export const UNREAD_POLL_MS = 30_000;

export function unreadQuery() {
  return queryOptions({
    queryKey: endpointKey(messagesEndpoints.unread),
    // Silent: a failed poll is not something the member did; the flag keeps its last value.
    queryFn: ({ signal }) => request(messagesEndpoints.unread, {}, { signal, notify: false }),
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
}

/** The member's unread counts, polled; disabled while signed out. */
export function useUnread() {
  const token = useAtomValue(tokenAtom);
  return useQuery({ ...unreadQuery(), enabled: Boolean(token) });
}

/**
 * Section 4: the flag is up when any message is unread (chat included: it is read on the web
 * too, issue 26), or else any reply of the support team.
 */
export function hasUnread(counts: UnreadCounts | undefined): boolean {
  return counts ? Object.values(counts).some((n) => n > 0) : false;
}
