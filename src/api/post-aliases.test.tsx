import { cleanup, render } from '@testing-library/react';
import { createStore } from 'jotai';
import { getResponse, http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { NAMED_TOKENS, NAMED_USERS } from '@fixtures/users';
import { setUpAccountClient } from '@mocks/handlers/account-test-kit';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import { dispatching } from '@mocks/platform/dispatch';
import { AppProviders, createQueryClient } from '@/app/providers';
import { PostCard } from '@/components/post-card';
import { tokenAtom, userIdAtom } from '@/lib/session';
import { request } from './client';
import { postEndpoints } from './endpoints/post';
import type { Post } from './schemas';
import { readPostAliases } from './post-aliases';

setUpAccountClient();
afterEach(cleanup);

/** A picture post of the seed, nine files and its comments. */
const POST_ID = '50003';
const RENAMED: Record<string, string> = {
  isLike: 'isThumbup',
  isCollect: 'isCollections',
  commentNum: 'commentCount',
  files: 'fileList',
};

/** The post detail as a server using the specification's other names would answer it. */
function answerWithOtherNames() {
  server.use(
    http.get(`*/${postEndpoints.detail.path.replace('{id}', ':id')}`, async ({ request: req }) => {
      const answer = await getResponse([dispatching(handlers)], req.clone());
      const envelope = (await answer!.json()) as { data: Record<string, unknown> };
      envelope.data = Object.fromEntries(
        Object.entries(envelope.data).map(([key, value]) => [RENAMED[key] ?? key, value]),
      );
      return HttpResponse.json(envelope);
    }),
  );
}

const detail = () => request(postEndpoints.detail, { path: { id: POST_ID } });

function renderCard(post: Post) {
  const store = createStore();
  store.set(tokenAtom, NAMED_TOKENS.member);
  store.set(userIdAtom, NAMED_USERS.member.userId);
  const router = createMemoryRouter([{ path: '/', element: <PostCard post={post} detail /> }]);
  const { container } = render(
    <AppProviders store={store} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return container.innerHTML;
}

describe("the specification's two names of a post's fields", () => {
  it('reads isThumbup, isCollections, commentCount and fileList as the contract names them', async () => {
    const contract = await detail();
    answerWithOtherNames();
    const other = await detail();
    expect(other).toEqual(contract);
    expect(contract.files.length).toBeGreaterThan(0);
  });

  it('renders the same card from either spelling', async () => {
    const contract = await detail();
    answerWithOtherNames();
    const other = await detail();
    expect(renderCard(other)).toBe(renderCard(contract));
  });

  it("leaves a comment's isThumbup to the comment, and the contract's name first", () => {
    const comment = { commentId: 'c', postId: 'p', isThumbup: true };
    expect(readPostAliases({ ...comment })).toEqual(comment);
    const both = { postId: 'p', isLike: false, isThumbup: true };
    expect(readPostAliases({ ...both }).isLike).toBe(false);
  });
});
