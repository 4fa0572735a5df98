import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createRoutes } from './routes';
import { addOtherAreas } from './other-areas';
import { CATCH_ALL_IDS, createStartRoutes } from './start-routes';

/** The app's router as src/main.tsx makes it: the start table, the other areas on demand. */
async function startAt(path: string) {
  const discover = vi.fn(addOtherAreas);
  const deps = { queryClient: new QueryClient(), store: createStore() };
  const router = createMemoryRouter(createStartRoutes(deps), {
    initialEntries: [path],
    patchRoutesOnNavigation: discover,
  });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
  const leaf = router.state.matches.at(-1)?.route;
  router.dispose();
  return { discover, leaf };
}

describe('the start table and the other areas', () => {
  it('starts the find tab and a post without asking for the other areas', async () => {
    for (const path of ['/column/columnTabbar/find', '/post/postDetail?postId=50007']) {
      const { discover, leaf } = await startAt(path);
      expect(discover, path).not.toHaveBeenCalled();
      expect(leaf?.id).not.toBe(CATCH_ALL_IDS.notFound);
    }
  });

  it('opens a deep link to another area on its own page, not the landing or the 404', async () => {
    const wallet = await startAt('/wallet');
    expect(wallet.discover).toHaveBeenCalled();
    expect(wallet.leaf?.path).toBe('wallet');
    const settings = await startAt('/column/settings/theme');
    expect(settings.leaf?.id).not.toBe(CATCH_ALL_IDS.notFound);
  });

  it('still ends an unknown address on the 404', async () => {
    const { leaf } = await startAt('/no/such/page');
    expect(leaf?.id).toBe(CATCH_ALL_IDS.notFound);
  });

  it('is, with the other areas added, the whole table the tests and stories use', () => {
    const deps = { queryClient: new QueryClient(), store: createStore() };
    const pathsOf = (routes: { path?: string; children?: unknown[] }[]): string[] =>
      routes.flatMap((r) => [
        r.path ?? '',
        ...pathsOf((r.children ?? []) as { path?: string; children?: unknown[] }[]),
      ]);
    expect(pathsOf(createRoutes(deps))).toEqual(
      expect.arrayContaining(['wallet', 'column/columnTabbar', 'post', '*']),
    );
  });
});
