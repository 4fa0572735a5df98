import { z } from 'zod/mini';
import { defineEndpoint } from '../contract';
import { postFileInfoSchema } from '../schemas/post';
import { postDetailEndpoint } from './start';

export const postEndpoints = {
  fileInfo: defineEndpoint({
    id: 'post.fileInfo',
    method: 'GET',
    path: 'inst/app/post/private/fileInfo/{postId}',
    access: 'private',
    summary:
      'Files of a post for this viewer; flag 1 opens a locked post with a free view when one is left',
    pathParams: z.object({ postId: z.string() }),
    query: z.object({ flag: z._default(z.int().check(z.minimum(0), z.maximum(1)), 0) }),
    data: postFileInfoSchema,
  }),
  detail: postDetailEndpoint,
  remove: defineEndpoint({
    id: 'post.remove',
    method: 'DELETE',
    path: 'post/app/p/post/private/info/{id}',
    access: 'private',
    summary: 'Delete a post (its author only)',
    pathParams: z.object({ id: z.string() }),
    data: z.null(),
  }),
  videoPlay: defineEndpoint({
    id: 'post.videoPlay',
    method: 'POST',
    path: 'inst/app/post/private/video/play',
    access: 'private',
    summary: 'A video file was played; answers the new play count',
    body: z.object({ postFileId: z.string() }),
    data: z.object({ playNum: z.int() }),
  }),
  read: defineEndpoint({
    id: 'post.read',
    method: 'POST',
    path: 'inst/app/post/private/read',
    access: 'private',
    summary: "A post was read (type: the post's type); adds it to the viewer's viewed list",
    body: z.object({ postId: z.string(), type: z.int() }),
    data: z.object({ viewNum: z.int() }),
  }),
  closeComment: defineEndpoint({
    id: 'post.closeComment',
    method: 'PUT',
    path: 'post/app/post/private/close/comment',
    access: 'private',
    summary: 'The author closes (status 1) or reopens (status 0) the comments of a post',
    body: z.object({ postId: z.string(), status: z.union([z.literal(0), z.literal(1)]) }),
    data: z.null(),
  }),
};
