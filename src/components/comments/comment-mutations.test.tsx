import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { getResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
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

function renderThread() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => ({ list: useInfiniteQuery(commentsQuery(POST_ID)), send: useSendComment(POST_ID) }),
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
      expect(commentIds(thread)).toContain(savedId);
      expect(commentIds(thread).some(isPending)).toBe(false);
      expect(reads).toBe(1);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });
});
