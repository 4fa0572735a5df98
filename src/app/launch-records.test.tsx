import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NAMED_TOKENS, NAMED_USERS } from '@fixtures/users';
import { server } from '@mocks/node';
import { visitKey } from '@/features/frame/launch/use-launch-records';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { storage } from '@/lib/session';
import { renderAppAt } from '@/testing/render-app-at';

/**
 * The records every client sends as the spec says (issue 16): the server time, the daily visit
 * record and the page statistics, through the real client against the mocks.
 */
interface Seen {
  method: string;
  url: URL;
  authorization: string | null;
  body: unknown;
}
const seen: Seen[] = [];
const listener = ({ request }: { request: Request }) => {
  const copy = request.clone();
  void copy.text().then((text) =>
    seen.push({
      method: request.method,
      url: new URL(request.url),
      authorization: request.headers.get('Authorization'),
      body: text ? (JSON.parse(text) as unknown) : null,
    }),
  );
};

const calls = (suffix: string) => seen.filter((s) => s.url.pathname.endsWith(suffix));

beforeAll(async () => {
  window.scrollTo = () => {};
  await initI18n('zh_CN');
  await changeLanguage('zh_CN');
});
beforeEach(() => {
  seen.length = 0;
  localStorage.clear();
  server.events.on('request:start', listener);
});
afterEach(() => server.events.removeListener('request:start', listener));

describe('launch records', () => {
  it('asks the server for its time once at launch', async () => {
    renderAppAt('/error/404');
    // The first launch of a file loads the shell's lazy chunks: slow on a loaded machine.
    await waitFor(
      () => expect(calls('common/common/sms/public/current/time/millis')).toHaveLength(1),
      { timeout: 15_000 },
    );
    expect(calls('common/common/sms/public/current/time/millis')[0]?.method).toBe('GET');
  }, 20_000);

  it('records the visit once a day, with the token', async () => {
    const first = renderAppAt('/error/404');
    await waitFor(() => expect(calls('user/app/u/visit/private/2')).toHaveLength(1));
    const visit = calls('user/app/u/visit/private/2')[0]!;
    expect(visit.method).toBe('POST');
    expect(visit.authorization).toBe(NAMED_TOKENS.member);
    await waitFor(() => expect(storage.read(visitKey(NAMED_USERS.member.userId))).not.toBeNull());
    first.view.unmount();

    // A second launch the same day sends no second record.
    renderAppAt('/error/404');
    await waitFor(() =>
      expect(calls('common/common/sms/public/current/time/millis')).toHaveLength(2),
    );
    expect(calls('user/app/u/visit/private/2')).toHaveLength(1);
  });

  it('sends page statistics to the statistics host, never with the token', async () => {
    const { router } = renderAppAt('/error/404');
    await waitFor(() => expect(calls('stat/app/public/page/record')).toHaveLength(1));
    const first = calls('stat/app/public/page/record')[0]!;
    expect(first.method).toBe('POST');
    expect(first.url.host).toMatch(/^stats-/);
    expect(first.authorization).toBeNull();
    expect(first.body).toMatchObject({ page: '/error/404', lang: 'zh_CN' });

    await router.navigate('/error/500');
    await waitFor(() => expect(calls('stat/app/public/page/record')).toHaveLength(2));
    expect(calls('stat/app/public/page/record')[1]?.body).toMatchObject({
      page: '/error/500',
      referrer: '/error/404',
    });
  });
});
