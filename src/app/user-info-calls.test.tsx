import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NAMED_TOKENS, NAMED_USERS } from '@fixtures/users';
import { server } from '@mocks/node';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { renderAppAt } from '@/testing/render-app-at';

/**
 * Issue 16, the two user-info calls of the specs, each for its job:
 * - the launch fetch is `GET inst/app/user/private/info/{userId}` ("User and VIP info", userId:
 *   content spec section 7) with the stored login's userId (accounts spec section 7): the VIP,
 *   balance, invite code and promotions every screen reads;
 * - a person's page, one's own included, reads `GET user/app/u/user/private/info/{id}` ("user
 *   info" of any id: the profile with fans, follows, subscription).
 */
const gets: Array<{ path: string; authorization: string | null }> = [];
const listener = ({ request }: { request: Request }) => {
  if (request.method !== 'GET') return;
  gets.push({
    path: new URL(request.url).pathname.replace(/^\/+/, ''),
    authorization: request.headers.get('Authorization'),
  });
};

const LAUNCH = `inst/app/user/private/info/${NAMED_USERS.member.userId}`;
const calls = (path: string) => gets.filter((g) => g.path === path);
const profileCalls = () => gets.filter((g) => g.path.startsWith('user/app/u/user/private/info/'));

beforeAll(async () => {
  window.scrollTo = () => {};
  await initI18n('zh_CN');
  await changeLanguage('zh_CN');
});
beforeEach(() => {
  gets.length = 0;
  localStorage.clear();
  server.events.on('request:start', listener);
});
afterEach(() => server.events.removeListener('request:start', listener));

describe('the user-info calls', () => {
  it('launches with the user and VIP info of the stored userId, with the token', async () => {
    renderAppAt('/error/404');
    await waitFor(() => expect(calls(LAUNCH)).toHaveLength(1));
    expect(calls(LAUNCH)[0]?.authorization).toBe(NAMED_TOKENS.member);
    // A page with no person on it reads no profile.
    expect(profileCalls()).toEqual([]);
  });

  it("reads someone's page with the profile call of their id", async () => {
    renderAppAt('/column/userDetail?userId=10002');
    await waitFor(() =>
      expect(calls('user/app/u/user/private/info/10002').length).toBeGreaterThan(0),
    );
    expect(profileCalls().every((g) => g.path.endsWith('/10002'))).toBe(true);
  });

  it("reads the member's own page (my1) with the profile call of their own id", async () => {
    renderAppAt('/column/columnTabbar/my1');
    const own = `user/app/u/user/private/info/${NAMED_USERS.member.userId}`;
    // The tab container and the page load lazily: room for a shared machine.
    await waitFor(() => expect(calls(own).length).toBeGreaterThan(0), { timeout: 15_000 });
    await waitFor(() => expect(calls(LAUNCH)).toHaveLength(1));
  }, 20_000);
});
