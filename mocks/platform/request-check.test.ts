import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { apiBase } from '@/api/config';
import { allEndpoints } from '@/api/endpoints';
import { feedsEndpoints as feeds } from '@/api/endpoints/feeds';
import { NAMED_TOKENS } from '@fixtures/users';
import { clearCallLog, loggedCalls } from './call-log';
import { undeclaredKeys } from './request-check';

/** Raw calls, bypassing the client's types: what a careless or older client could send. */
async function raw(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('Authorization', NAMED_TOKENS.member);
  if (init.body) headers.set('Content-Type', 'application/json');
  const response = await fetch(new URL(path, apiBase), { ...init, headers });
  return (await response.json()) as { code: string; message: string; data: unknown };
}

beforeEach(() => clearCallLog());

describe('requests the contract does not allow', () => {
  it('refuses a query parameter the endpoint does not declare, and names it', async () => {
    const answer = await raw(`${feeds.ranking.path}?sortType=1&order=desc`);
    expect(answer.code).toBe('10101');
    expect(answer.message).toContain('query.order: not declared by the contract');
  });

  it('refuses a query value outside its schema', async () => {
    const answer = await raw(`${feeds.ranking.path}?sortType=1&sort=newest`);
    expect(answer.code).toBe('10101');
    expect(answer.message).toContain('query.sort');
  });

  it('checks path parameters against their schema', async () => {
    const follow = await raw('user/app/u/follower/private/add/7/10002');
    expect(follow.code).toBe('10101');
    expect(follow.message).toContain('path.type');
    expect((await raw('user/app/u/follower/private/add/1/10002')).code).toBe('00000');
  });

  it('refuses an undeclared body field, nested ones too, and a body that is not JSON', async () => {
    const extra = await raw('member/app/follow/private/unfollow', {
      method: 'POST',
      body: JSON.stringify({ userId: '10002', force: true }),
    });
    expect(extra).toMatchObject({ code: '10103' });
    expect(extra.message).toContain('body.force');
    const nested = await raw('post/app/post/comment/private/batch/delete', {
      method: 'POST',
      body: JSON.stringify({
        postId: '50013',
        commentParamList: [{ commentId: '1', replyIdList: [], all: true }],
      }),
    });
    expect(nested.message).toContain('body.commentParamList.0.all');
    const broken = await raw('member/app/follow/private/unfollow', { method: 'POST', body: '{' });
    expect(broken.message).toContain('body: not JSON');
  });

  it('logs a refused request as refused, with the reason, for the QA panel', async () => {
    await raw(`${feeds.locationChannels.path}?level=planet`);
    await raw(`${feeds.locationChannels.path}?level=city`);
    const [ok, refused] = loggedCalls();
    expect(ok).toMatchObject({ endpointId: 'feeds.locationChannels', outcome: 'ok' });
    expect(refused).toMatchObject({ endpointId: 'feeds.locationChannels', outcome: 'refused' });
    expect(refused?.reason).toMatch(/^query\.level: /);
    expect(refused?.url).toBe(`/${feeds.locationChannels.path}?level=planet`);
  });
});

describe('the contract declares what handlers read', () => {
  it('declares a schema for every path parameter', () => {
    for (const endpoint of allEndpoints()) {
      const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const schema = endpoint.pathParams;
      const declared =
        schema instanceof z.core.$ZodObject ? Object.keys(schema._zod.def.shape) : [];
      expect(declared, endpoint.id).toEqual(names);
    }
  });

  it('finds undeclared keys through optional, default, array and union schemas', () => {
    const schema = z.object({
      page: z._default(z.int(), 1),
      items: z.optional(z.array(z.object({ id: z.string() }))),
      pick: z.union([z.object({ a: z.int() }), z.object({ b: z.int() })]),
    });
    expect(undeclaredKeys(schema, { page: 2, items: [{ id: '1' }], pick: { a: 1 } })).toEqual([]);
    expect(
      undeclaredKeys(schema, { page: 2, size: 3, items: [{ id: '1', x: 0 }], pick: { c: 1 } }),
    ).toEqual(['size', 'items.0.x', 'pick.c']);
  });

  /**
   * The resolver gets only the parsed path, query and body (typed by the contract: reading an
   * undeclared field does not compile). No handler reaches around them to the raw request.
   */
  it('has no handler read the raw request', () => {
    const dir = join(process.cwd(), 'mocks/handlers');
    const offenders = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'media.ts')
      .filter((f) =>
        /\brequest\.(url|json|text|formData|body)\b|searchParams/.test(
          readFileSync(join(dir, f), 'utf8'),
        ),
      );
    expect(offenders).toEqual([]);
  });
});
