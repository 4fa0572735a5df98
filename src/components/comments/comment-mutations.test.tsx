import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { getResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setUpAccountClient } from '@mocks/handlers/account-test-kit';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import { dispatching } from '@mocks/platform/dispatch';
import { commentsEndpoints } from '@/api/endpoints/comments';
import { commentsQuery, isPending } from './comment-cache';
import { useSendComment } from './comment-mutations';

setUpAccountClient();

/** The member's own post (seeded comments 60004-60008 and one more). */
const POST_ID = '50013';
const author = { userId: '10001', username: 'lin_xiao', headImgUrl: null };

/**
 * The first read of the list is answered as the server had it when the read arrived, but only
 * once `release()` is called: a slow phone's list still on its way while the member sends.
 */
function holdFirstListRead() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let reads = 0;
  server.use(
    http.get(`*/${commentsEndpoints.page.path}`, async ({ request }) => {
      reads += 1;
      if (reads > 1) return undefined; // the seeded handlers answer
      const answer = await getResponse([dispatching(handlers)], request.clone());
      await released;
      return answer;
    }),
  );
  return { release, reads: () => reads };
}

function renderThread(postId = POST_ID) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => ({ list: useInfiniteQuery(commentsQuery(postId)), send: useSendComment(postId) }),
    { wrapper },
  ).result;
}

const commentIds = (thread: ReturnType<typeof renderThread>) =>
  thread.current.list.data?.pages.flatMap((p) => p.resultList.map((c) => c.commentId)) ?? [];

describe('useSendComment', () => {
  it('a comment sent while the list is still on its way is in the list once both answer', async () => {
    const list = holdFirstListRead();
    const thread = renderThread();
    await waitFor(() => expect(list.reads()).toBe(1));

    let savedId = '';
    await act(async () => {
      const sent = await thread.current.send.mutateAsync({
        content: 'First!',
        target: null,
        author,
      });
      if (sent.kind === 'comment') savedId = sent.comment.commentId;
    });
    expect(savedId).not.toBe('');
    // The old answer arrives late, without the comment: it must not be what the list shows.
    list.release();

    await waitFor(() => expect(commentIds(thread)).toContain(savedId));
    expect(commentIds(thread).filter((id) => id === savedId)).toHaveLength(1);
    expect(thread.current.list.isFetching).toBe(false);
  }, 15_000);

  it('a comment sent to a loaded list goes into it, with no second read', async () => {
    let reads = 0;
    const count = ({ request }: { request: Request }) => {
      if (request.url.includes(commentsEndpoints.page.path)) reads += 1;
    };
    server.events.on('request:start', count);
    try {
      const thread = renderThread();
      await waitFor(() => expect(thread.current.list.isSuccess).toBe(true));
      let savedId = '';
      await act(async () => {
        const sent = await thread.current.send.mutateAsync({
          content: 'Second!',
          target: null,
          author,
        });
        if (sent.kind === 'comment') savedId = sent.comment.commentId;
      });
      // The hook shows the cache's change at its next render (the query cache notifies its
      // observers in a batch), which a loaded machine may not have run yet when the send resolves.
      await waitFor(() => expect(commentIds(thread)).toContain(savedId));
      expect(commentIds(thread).some(isPending)).toBe(false);
      expect(reads).toBe(1);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it('a next page asked for while the comment is on its way does not bring its pending row back', async () => {
    // Post 50001 has 19 comments: two pages. The comment's answer and the second page each wait
    // for their gate, so the page is asked for while the comment is still pending.
    const gate = () => {
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { open, opened };
    };
    const comment = gate();
    const secondPage = gate();
    let pageTwoAsked = false;
    server.use(
      http.post(`*/${commentsEndpoints.add.path}`, async ({ request }) => {
        const answer = await getResponse([dispatching(handlers)], request.clone());
        await comment.opened;
        return answer;
      }),
      http.get(`*/${commentsEndpoints.page.path}`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') !== '2') return undefined;
        pageTwoAsked = true;
        const answer = await getResponse([dispatching(handlers)], request.clone());
        await secondPage.opened;
        return answer;
      }),
    );
    const thread = renderThread('50001');
    await waitFor(() => expect(thread.current.list.isSuccess).toBe(true));

    let sending: Promise<unknown> = Promise.resolve();
    act(() => {
      sending = thread.current.send.mutateAsync({ content: 'Third!', target: null, author });
    });
    // The row is shown at once; the list, moved by it, asks for its next page meanwhile.
    await waitFor(() => expect(commentIds(thread).some(isPending)).toBe(true));
    act(() => void thread.current.list.fetchNextPage());
    await vi.waitFor(() => expect(pageTwoAsked).toBe(true));
    comment.open();
    const sent = (await act(() => sending)) as { comment?: { commentId: string } };
    const savedId = sent.comment?.commentId ?? '';
    expect(savedId).not.toBe('');

    // The page answers with the list as it was when it was asked for, pending row included.
    secondPage.open();
    await waitFor(() => expect(thread.current.list.data?.pages).toHaveLength(2));
    await waitFor(() => expect(thread.current.list.isFetching).toBe(false));
    expect(commentIds(thread).some(isPending)).toBe(false);
    expect(commentIds(thread).filter((id) => id === savedId)).toHaveLength(1);
  });
});
