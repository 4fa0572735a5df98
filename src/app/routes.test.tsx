import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyScenario } from '@mocks/runtime';
import zh from '@locales/zh_CN.json';
import { renderAppAt } from '@/testing/render-app-at';
import { WARNING_HIDDEN_KEY } from '@/features/shell/warning/warning-gate';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { STORAGE_KEYS, sessionEndedAtom, tokenAtom } from '@/lib/session';

function start(path: string, { signedIn }: { signedIn: boolean }) {
  const { store, router } = renderAppAt(path, signedIn);
  const where = () => {
    const { pathname, search, hash } = router.state.location;
    return `${pathname}${search}${hash}`;
  };
  return { store, router, where };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  // jsdom has no scrolling; ScrollRestoration calls it on every navigation.
  window.scrollTo = () => {};
  await initI18n('zh_CN');
  await changeLanguage('zh_CN');
});

beforeEach(() => {
  localStorage.clear();
  // The once-per-session warning is its own story and journey; here it would cover the page.
  sessionStorage.setItem(WARNING_HIDDEN_KEY, '1');
});

afterEach(() => cleanup());

describe('route guard', () => {
  it('sends a signed-out visitor of a private page to auto-login after 100 ms, keeping the path', async () => {
    const { where } = start('/column/columnTabbar/find?tab=hot#top', { signedIn: false });
    const target = '/column/columnTabbar/find?tab=hot#top';
    expect(await screen.findByText(zh.shell.signIn.redirecting)).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.redirectUrl)).toBe(target);
    expect(where()).toBe(target);
    await waitFor(() => expect(where()).toBe(`/login/autologin?ref=${encodeURIComponent(target)}`));
  });

  it('sends the root to the find tab (and so, signed out, on to auto-login)', async () => {
    const { where } = start('/', { signedIn: false });
    await waitFor(() =>
      expect(where()).toBe(
        `/login/autologin?ref=${encodeURIComponent('/column/columnTabbar/find')}`,
      ),
    );
  });

  it.each([
    '/timeZone/list',
    '/error/404',
    '/error/500',
    '/xx_YY',
    '/common/RedirectPage?path=/error/404',
  ])('leaves the public page %s reachable without a token', async (path) => {
    const { where } = start(path, { signedIn: false });
    await pause(250);
    expect(where().startsWith('/login')).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.redirectUrl)).toBeNull();
  });

  it.each([true, false])(
    'shows the 404 of an unknown path at once (signed in: %s)',
    async (signedIn) => {
      const { where } = start('/no/such/page', { signedIn });
      expect(await screen.findByText(zh.errors.notFound.title)).toBeTruthy();
      expect(screen.getByText(zh.errors.notFound.lost)).toBeTruthy();
      await pause(250);
      expect(where()).toBe('/no/such/page');
      expect(localStorage.getItem(STORAGE_KEYS.redirectUrl)).toBeNull();
    },
  );

  it('shows the unsupported-language 404 with the supported languages', async () => {
    start('/xx_YY', { signedIn: false });
    expect(await screen.findByText(zh.errors.unsupportedLanguage.message)).toBeTruthy();
    for (const name of Object.values(zh.languages.native))
      expect(screen.getByRole('link', { name })).toBeTruthy();
  });
});

// The light 404 page stands in for any page: the time-zone list is slow to build on a loaded machine.
describe('page load', () => {
  it('remembers an inviteCode query parameter', async () => {
    start('/error/404?inviteCode=LINX01', { signedIn: false });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.inviteCode)).toBe('LINX01'));
  });

  it('goes to auto-login when the error policy ends the session', async () => {
    const { store, where } = start('/error/404?q=1', { signedIn: true });
    await screen.findByText(zh.errors.notFound.title);
    act(() => {
      store.set(tokenAtom, null);
      store.set(sessionEndedAtom, Date.now());
    });
    await waitFor(() =>
      expect(where()).toBe(`/login/autologin?ref=${encodeURIComponent('/error/404?q=1')}`),
    );
    expect(localStorage.getItem(STORAGE_KEYS.redirectUrl)).toBe('/error/404?q=1');
  });

  it('goes to auto-login when the launch fetch of user info fails', async () => {
    applyScenario('user.vipInfo=code:10000');
    const { where } = start('/error/404', { signedIn: true });
    await waitFor(() =>
      expect(where()).toBe(`/login/autologin?ref=${encodeURIComponent('/error/404')}`),
    );
  });

  it('goes there once: back on a page that asks again, a second failure shows, it does not loop', async () => {
    applyScenario('user.vipInfo=code:10000');
    const { where } = start('/column/columnTabbar/my', { signedIn: true });
    // Auto-login sends a member with a token straight back; the "Me" page asks again and fails.
    await screen.findByText(zh.common.loadFailed, undefined, { timeout: 10_000 });
    await pause(1000);
    expect(where()).toBe('/column/columnTabbar/my');
    expect(screen.getByText(zh.common.loadFailed)).toBeTruthy();
  }, 20_000);

  it('stays when the user info loads', async () => {
    const { where } = start('/error/404', { signedIn: true });
    await screen.findByText(zh.errors.notFound.title);
    await pause(300);
    expect(where()).toBe('/error/404');
  });
});
