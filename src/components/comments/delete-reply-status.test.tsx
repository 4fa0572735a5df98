import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { NAMED_USERS } from '@fixtures/users';
import { setUpAccountClient } from '@mocks/handlers/account-test-kit';
import { server } from '@mocks/node';
import { request } from '@/api/client';
import { REPLY_REMOVED_BY_OWNER, commentsEndpoints } from '@/api/endpoints/comments';
import { userIdAtom } from '@/lib/session';
import { useDeleteReply } from './comment-mutations';

setUpAccountClient();

/** The member's own post, with seeded comments and replies. */
const POST_ID = '50013';
const member = NAMED_USERS.member.userId;

/** The query of every reply deletion sent (the seeded handler still answers). */
function watchDeletions(): URLSearchParams[] {
  const sent: URLSearchParams[] = [];
  server.use(
    http.delete(`*/${commentsEndpoints.removeReply.path}`, ({ request: req }) => {
      sent.push(new URL(req.url).searchParams);
      return undefined;
    }),
  );
  return sent;
}

async function seededReplies() {
  const page = await request(commentsEndpoints.page, {
    query: { postId: POST_ID, page: 1, size: 10 },
  });
  return page.resultList.flatMap((comment) =>
    comment.childLists.map((reply) => ({ comment, reply })),
  );
}

function renderDelete() {
  const store = createStore();
  store.set(userIdAtom, member);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </JotaiProvider>
  );
  return renderHook(() => useDeleteReply(POST_ID), { wrapper }).result;
}

describe("deleting a reply on the member's own post", () => {
  it("sends status when the reply is another member's, and none for the member's own", async () => {
    const replies = await seededReplies();
    const others = replies.find(({ reply }) => reply.userInfo.userId !== member);
    const own = replies.find(({ reply }) => reply.userInfo.userId === member);
    expect(others, "a seeded reply of another member on the member's post").toBeDefined();
    expect(own, "a seeded reply of the member's own").toBeDefined();
    const sent = watchDeletions();
    const remove = renderDelete();
    remove.current.mutate(others!);
    await waitFor(() => expect(remove.current.isSuccess).toBe(true));
    expect(sent[0]?.get('status')).toBe(String(REPLY_REMOVED_BY_OWNER));
    remove.current.mutate(own!);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.has('status')).toBe(false);
  });
});
