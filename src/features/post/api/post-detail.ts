import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { postEndpoints } from '@/api/endpoints/post';
import type { Post, PostFile } from '@/api/schemas/post';
import { dropPostFromFeeds, patchPost, postDetailKey } from '@/components/post-card';
import { postDetailQuery } from './post-detail-query';

export const usePostDetail = (postId: string) => useQuery(postDetailQuery(postId));

// The comments of a post: src/components/comments (commentsQuery), shown by CommentThread.

/**
 * The statistics calls of a post: it was read (once per visit) and its video was played (once
 * per play). They are background bookkeeping: a failure is not the member's concern.
 */
export function usePostStatistics() {
  const client = useQueryClient();
  const read = useMutation({
    mutationFn: (post: Post) =>
      request(
        postEndpoints.read,
        { body: { postId: post.postId, type: post.postType } },
        { notify: false },
      ),
    onSuccess: (data, post) =>
      patchPost(client, post.postId, (p) => ({ ...p, viewNum: data.viewNum })),
  });
  const played = useMutation({
    mutationFn: (file: PostFile) =>
      request(
        postEndpoints.videoPlay,
        { body: { postFileId: file.postFileId } },
        { notify: false },
      ),
  });
  return { markRead: read.mutate, markPlayed: played.mutate };
}

/** The author deletes the post: it leaves every feed. */
export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => request(postEndpoints.remove, { path: { id: postId } }),
    onSuccess: (_data, postId) => {
      dropPostFromFeeds(client, (p) => p.postId === postId);
      client.removeQueries({ queryKey: postDetailKey(postId) });
    },
  });
}
