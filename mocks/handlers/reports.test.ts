import { beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from '@/api/api-error';
import { configureClient, request } from '@/api/client';
import { commentsEndpoints as comments } from '@/api/endpoints/comments';
import { NAMED_COMMENTS } from '@fixtures/content';
import { NAMED_TOKENS } from '@fixtures/users';
import { db } from '../db';

const AYA = { reportUserId: '10002', reportUsername: 'aya_photo' };

beforeEach(() => {
  configureClient({
    getToken: () => NAMED_TOKENS.member,
    getLanguage: () => 'en_US',
    apply: () => {},
  });
});

async function refusal(body: Parameters<typeof report>[0]) {
  const error = await report(body).then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error('expected the report to be refused');
  return error;
}

function report(body: {
  typeId?: string;
  content: string;
  reportUsername: string;
  reportUserId: string;
  postId?: string;
  commentId?: string;
}) {
  return request(comments.report, { body });
}

describe('comments.report is as strict as a server', () => {
  it('stores a report of a user with its reason', async () => {
    const before = db().content.reports.length;
    await report({ ...AYA, typeId: 'r2', content: 'Sends ads in every comment' });
    expect(db().content.reports.slice(before)).toMatchObject([
      { reporterId: '10001', reportUserId: '10002', typeId: 'r2', postId: null },
    ]);
  });

  it('refuses reporting oneself', async () => {
    const error = await refusal({
      reportUserId: '10001',
      reportUsername: 'lin_xiao',
      typeId: 'r1',
      content: 'me',
    });
    expect(error.code).toBe('10000');
  });

  it('refuses a name that is not the user’s, and a reason not on the list (10103)', async () => {
    await expect(
      refusal({ ...AYA, reportUsername: 'someone_else', typeId: 'r1', content: 'x' }),
    ).resolves.toMatchObject({ code: '10103' });
    await expect(refusal({ ...AYA, typeId: 'r99', content: 'x' })).resolves.toMatchObject({
      code: '10103',
    });
  });

  it('refuses an empty description and content that is not the reported user’s', async () => {
    await expect(refusal({ ...AYA, typeId: 'r1', content: '   ' })).resolves.toMatchObject({
      code: '10000',
    });
    const pinned = NAMED_COMMENTS.pinned; // by 20004, not aya_photo
    await expect(
      refusal({
        ...AYA,
        typeId: 'r1',
        content: 'x',
        postId: pinned.postId,
        commentId: pinned.commentId,
      }),
    ).resolves.toMatchObject({ code: '10000' });
  });
});
