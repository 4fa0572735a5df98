import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { signOutAtom } from '@/lib/session';
import { renderAppAt } from '@/testing/render-app-at';

/**
 * Issue 16, content spec section 1: "On every page load: the current full path is remembered as
 * the redirect target" (localStorage 'redirectUrl'), except a login page, which would overwrite
 * the page that sent the member there, and an unknown path. Signing out forgets it.
 */

const redirectUrl = () => localStorage.getItem('redirectUrl');

beforeAll(async () => {
  window.scrollTo = () => {};
  await initI18n('zh_CN');
  await changeLanguage('zh_CN');
});
beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

describe('the redirect target', () => {
  it('is the full path of every page load, signed in or not', async () => {
    renderAppAt('/wallet?from=mail#top');
    await waitFor(() => expect(redirectUrl()).toBe('/wallet?from=mail#top'), { timeout: 15_000 });
  }, 20_000);

  it('follows the member from page to page inside the app (issue 49)', async () => {
    const { router } = renderAppAt('/wallet');
    await waitFor(() => expect(redirectUrl()).toBe('/wallet'), { timeout: 15_000 });
    await router.navigate('/timeZone/list?q=Asia');
    await waitFor(() => expect(redirectUrl()).toBe('/timeZone/list?q=Asia'), { timeout: 15_000 });
    // A login page opened from there leaves the page it came from.
    await router.navigate('/login/autologin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/autologin'));
    expect(redirectUrl()).toBe('/timeZone/list?q=Asia');
  }, 30_000);

  it('is never an unknown path: signing in would lead back to a 404', async () => {
    const { view } = renderAppAt('/no/such/page', false);
    await waitFor(() => expect(view.container.querySelector('h1, h2')).not.toBeNull(), {
      timeout: 15_000,
    });
    expect(redirectUrl()).toBeNull();
  }, 20_000);

  it('is the page a visitor loaded, a public one too', async () => {
    renderAppAt('/timeZone/list', false);
    // The first lazy page of a run loads slowly on a shared machine.
    await waitFor(() => expect(redirectUrl()).toBe('/timeZone/list'), { timeout: 15_000 });
  }, 20_000);

  it('is not overwritten by loading a login page', async () => {
    localStorage.setItem('redirectUrl', '/wallet');
    const { view } = renderAppAt('/login/autologin', false);
    await waitFor(() => expect(view.container.querySelector('main')).not.toBeNull(), {
      timeout: 15_000,
    });
    expect(redirectUrl()).toBe('/wallet');
  }, 20_000);

  it('is forgotten on sign-out', async () => {
    const { store } = renderAppAt('/wallet');
    await waitFor(() => expect(redirectUrl()).toBe('/wallet'), { timeout: 15_000 });
    store.set(signOutAtom);
    expect(redirectUrl()).toBeNull();
  }, 20_000);

  it.each(['/error/500', '/en_US', '/common/RedirectPage?path=/error/404'])(
    'is never %s, which is no place to come back to',
    async (path) => {
      const { view } = renderAppAt(path, false);
      await waitFor(() => expect(view.container.querySelector('main, h1, h2')).not.toBeNull(), {
        timeout: 15_000,
      });
      expect(redirectUrl()).toBeNull();
    },
    20_000,
  );
});
