import { notifyGeneralFailure } from '@/lib/notify';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/client';
import { postDetailEndpoint } from '@/api/endpoints/start';
import { postDetailKey } from '@/components/post-card/post-cache';

/**
 * How long the post may take before the page gives up and offers a retry (issue 26.3): a call
 * that never answers would otherwise leave the member on a skeleton for good.
 */
export const POST_DETAIL_TIMEOUT_MS = 15_000;

/** The query's own signal, also aborted when the post has not arrived in time. */
function withTimeout(signal: AbortSignal, ms: number): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  // setTimeout, not AbortSignal.timeout: a test's fake clock moves it.
  const timer = setTimeout(
    () => controller.abort(new DOMException('The post took too long', 'TimeoutError')),
    ms,
  );
  const follow = () => controller.abort(signal.reason);
  if (signal.aborted) follow();
  else signal.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', follow);
    },
  };
}

/**
 * A post's detail. On its own, with only what the app's entry already loads, so the route's
 * loader (../prefetch.ts) can start it before the page's code has arrived. The page shows every
 * outcome itself (not found, or a failure with a retry), so the error policy adds no notice.
 */
export function postDetailQuery(postId: string) {
  return queryOptions({
    queryKey: postDetailKey(postId),
    // A link that names no post has nothing to ask for: the page says "not found" at once.
    enabled: postId !== '',
    // The route's loader has made this visit's attempt (./prefetch.ts): a failure it met is the
    // page's to show, with its retry, not a second call behind the member's back.
    retryOnMount: false,
    queryFn: async ({ signal }) => {
      const call = withTimeout(signal, POST_DETAIL_TIMEOUT_MS);
      try {
        return await request(
          postDetailEndpoint,
          { path: { id: postId } },
          { signal: call.signal, notify: false },
        );
      } catch (error) {
        // errors.tsv: a 10000 shows the server's message in red, besides the page's failure.
        notifyGeneralFailure(error);
        throw error;
      } finally {
        call.done();
      }
    },
  });
}
