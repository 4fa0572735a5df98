import { z } from 'zod/mini';
import { defineEndpoint } from '../contract';
import { pageOf, pageQuery } from '../envelope';
import { reviewStatusSchema } from '../schemas/post';
import { snapshotFileSchema, snapshotReaderSchema, snapshotSchema } from '../schemas/snapshot';

const byId = z.object({ id: z.string() });

/** The specification gives only the prefix inst/app/snapshot/private/...: every path is designed. */
export const snapshotsEndpoints = {
  list: defineEndpoint({
    id: 'snapshots.list',
    method: 'GET',
    path: 'inst/app/snapshot/private/list',
    access: 'private',
    proposed: true,
    summary:
      'Snapshots, newest first: of one user with userId, else of the viewer and followed users; others only see approved ones, the viewer also their own waiting for review',
    query: z.extend(pageQuery, { userId: z.optional(z.string()) }),
    data: pageOf(snapshotSchema),
  }),
  reviewList: defineEndpoint({
    id: 'snapshots.reviewList',
    method: 'GET',
    path: 'inst/app/snapshot/private/review/list',
    access: 'private',
    proposed: true,
    summary:
      "The viewer's own snapshots with their review state (and the reason of a refusal), newest first; reviewStatus filters",
    query: z.extend(pageQuery, { reviewStatus: z.optional(reviewStatusSchema) }),
    data: pageOf(snapshotSchema),
  }),
  detail: defineEndpoint({
    id: 'snapshots.detail',
    method: 'GET',
    path: 'inst/app/snapshot/private/detail/{id}',
    access: 'private',
    proposed: true,
    summary: 'One snapshot',
    pathParams: byId,
    data: snapshotSchema,
  }),
  file: defineEndpoint({
    id: 'snapshots.file',
    method: 'GET',
    path: 'inst/app/snapshot/private/file/{id}',
    access: 'private',
    proposed: true,
    summary: 'The picture or clip of a snapshot',
    pathParams: byId,
    data: snapshotFileSchema,
  }),
  readers: defineEndpoint({
    id: 'snapshots.readers',
    method: 'GET',
    path: 'inst/app/snapshot/private/reader/list',
    access: 'private',
    proposed: true,
    summary: 'Who read a snapshot, latest first (its author only)',
    query: z.extend(pageQuery, { snapshotId: z.string() }),
    data: pageOf(snapshotReaderSchema),
  }),
  read: defineEndpoint({
    id: 'snapshots.read',
    method: 'POST',
    path: 'inst/app/snapshot/private/read/{id}',
    access: 'private',
    proposed: true,
    summary: 'The viewer read a snapshot (counted once per viewer)',
    pathParams: byId,
    data: z.object({ readNum: z.int() }),
  }),
  remove: defineEndpoint({
    id: 'snapshots.remove',
    method: 'DELETE',
    path: 'inst/app/snapshot/private/{id}',
    access: 'private',
    proposed: true,
    summary: 'Delete a snapshot (its author only)',
    pathParams: byId,
    data: z.null(),
  }),
  add: defineEndpoint({
    id: 'snapshots.add',
    method: 'POST',
    path: 'inst/app/snapshot/private/add',
    access: 'private',
    proposed: true,
    summary: 'Publish a snapshot from an uploaded file path (type 1 picture, 2 video)',
    body: z.object({
      content: z.string(),
      type: z.union([z.literal(1), z.literal(2)]),
      fileUrl: z.string(),
    }),
    data: snapshotSchema,
  }),
};
