import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '@/api/client';
import type { Decision } from '@/api/error-policy';
import { applyScenario } from '@mocks/runtime';
import { NAMED_TOKENS } from '@fixtures/users';
import { isPostNotFound } from '@/components/post-card/post-cache';
import { POST_DETAIL_TIMEOUT_MS, postDetailQuery } from './post-detail-query';

/** What the post detail's query ends with: the post, or the error the page decides on. */
async function load(postId: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return client.fetchQuery(postDetailQuery(postId)).then(
    (post) => ({ post, error: null }),
    (error: unknown) => ({ post: null, error }),
  );
}

const decisions: Decision[] = [];

beforeEach(() => {
  decisions.length = 0;
  configureClient({
    getToken: () => NAMED_TOKENS.member,
    apply: (decision) => void decisions.push(decision),
  });
});

afterEach(() => {
  // The client's effects are module state: put back what the other files start from.
  configureClient({ getToken: () => null, apply: () => {} });
  vi.useRealTimers();
});

describe('post detail: not found is an answer, anything else a failure to retry', () => {
  it('a post that does not exist answers the not-found code, and no notice', async () => {
    const { error } = await load('59999');
    expect(isPostNotFound(error)).toBe(true);
    // The page says it itself: the policy shows nothing on top.
    expect(decisions.every((d) => d.notify === undefined)).toBe(true);
  });

  it('a server error or a lost network is not "not found"', async () => {
    applyScenario('post.detail=status:500');
    expect(isPostNotFound((await load('50004')).error)).toBe(false);
    applyScenario('post.detail=network');
    const { error } = await load('50004');
    expect(error).not.toBeNull();
    expect(isPostNotFound(error)).toBe(false);
  });

  it('a post that does not arrive in time fails (the page offers a retry)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    applyScenario('post.detail=delay:999999');
    const loading = load('50004');
    await vi.advanceTimersByTimeAsync(POST_DETAIL_TIMEOUT_MS);
    const { post, error } = await loading;
    expect(post).toBeNull();
    expect(error).toBeInstanceOf(DOMException);
    expect(isPostNotFound(error)).toBe(false);
  });

  it('a post that exists loads', async () => {
    expect((await load('50004')).post?.postId).toBe('50004');
  });
});
