import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { LIKE_TYPES, actionsEndpoints } from '@/api/endpoints/actions';
import { postEndpoints } from '@/api/endpoints/post';
import type { Post } from '@/api/schemas/post';
import { patchPost, settleCachedPosts } from './post-cache';

/**
 * The three toggles of a post card. Each one is optimistic: the card changes at once, and a
 * failure puts back what was there (the error policy has already shown the server's message).
 */

interface Toggle {
  post: Post;
  on: boolean;
}

export function useLikePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ post, on }: Toggle) =>
      request(actionsEndpoints.like, {
        body: { type: LIKE_TYPES.post, postId: post.postId, status: on ? 1 : 0 },
      }),
    onMutate: ({ post, on }) => {
      const before = { isLike: post.isLike, thumbupNum: post.thumbupNum };
      patchPost(client, post.postId, (p) => ({
        ...p,
        isLike: on,
        thumbupNum: Math.max(0, p.thumbupNum + (on ? 1 : -1)),
      }));
      return before;
    },
    // The server's state, kept through a feed's next page on its way (settleCachedPosts).
    onSuccess: (data, { post }) =>
      settleCachedPosts(
        client,
        (p) => p.postId === post.postId,
        (p) => ({ ...p, isLike: data.status === 1, thumbupNum: data.thumbupNum }),
      ),
    onError: (_error, { post }, before) => {
      if (before) patchPost(client, post.postId, (p) => ({ ...p, ...before }));
    },
  });
}

export function useCollectPost() {
  const client = useQueryClient();
  return useMutation({
    // Collect through the toggle (type 3, status 1); cancel through its own DELETE (section 7).
    mutationFn: ({ post, on }: Toggle) =>
      on
        ? request(actionsEndpoints.collect, {
            body: { type: LIKE_TYPES.collect, postId: post.postId, status: 1 },
          })
        : request(actionsEndpoints.cancelCollect, { query: { postId: post.postId } }),
    onMutate: ({ post, on }) => {
      const before = { isCollect: post.isCollect, collectNum: post.collectNum };
      patchPost(client, post.postId, (p) => ({
        ...p,
        isCollect: on,
        collectNum: Math.max(0, (p.collectNum ?? 0) + (on ? 1 : -1)),
      }));
      return before;
    },
    onSuccess: (data, { post }) =>
      settleCachedPosts(
        client,
        (p) => p.postId === post.postId,
        (p) => ({ ...p, isCollect: data.status === 1, collectNum: data.collectNum }),
      ),
    onError: (_error, { post }, before) => {
      if (before) patchPost(client, post.postId, (p) => ({ ...p, ...before }));
    },
  });
}

function setAuthorFollow(post: Post, on: boolean): Post {
  return { ...post, follow: on, userInfo: { ...post.userInfo, follow: on } };
}

/** Follow the author (type 1), or cancel attention (its own POST); every post of theirs follows. */
export function useFollowAuthor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ post, on }: Toggle) =>
      on
        ? request(actionsEndpoints.follow, { path: { type: 1, userId: post.userId } })
        : request(actionsEndpoints.unfollow, { body: { userId: post.userId } }),
    onMutate: ({ post, on }) => {
      settleCachedPosts(
        client,
        (p) => p.userId === post.userId,
        (p) => setAuthorFollow(p, on),
      );
      return { before: post.follow };
    },
    onError: (_error, { post }, context) => {
      if (!context) return;
      settleCachedPosts(
        client,
        (p) => p.userId === post.userId,
        (p) => setAuthorFollow(p, context.before),
      );
    },
  });
}

/** Opens a locked post with one of today's free views (fileInfo, flag 1). */
export function useFreeView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (post: Post) =>
      request(postEndpoints.fileInfo, { path: { postId: post.postId }, query: { flag: 1 } }),
    onSuccess: (info) =>
      patchPost(client, info.postId, (p) => ({
        ...p,
        unlock: info.unlock,
        files: info.unlock ? info.files : p.files,
        freeViewsLeft: info.freeViewsLeft,
      })),
  });
}
