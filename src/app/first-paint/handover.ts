/**
 * The app's side of the pages' shells (members' build, see `page-shell.ts`): before React's
 * first render replaces #root's children,
 * - the style sheets index.html now only preloads (so they no longer hold the first paint) are
 *   applied, so the app never renders unstyled;
 * - while the shell shows, the first render waits for the router's first page (its lazy chunks)
 *   and the first calls, so React replaces the shell with the finished screen, its first card
 *   where the shell's was, rather than with the spinner or skeletons in between. A slow network
 *   does not hold the app back for long: after `capMs` it renders whatever it has.
 * In the demo build and the dev server there is neither a preloaded style sheet nor a shell:
 * both waits end at once.
 */

/**
 * Applies the style sheets index.html preloads (`data-app-style`); resolves once they are in
 * (also those the inline style gate already made style sheets: `sheet` is set once loaded).
 */
export function applyAppStyles(doc: Document = document, capMs = 10_000): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[data-app-style]')];
  if (!links.length) return Promise.resolve();
  // A sheet that failed before we listened sends no event: the app starts anyway after the cap.
  const cap = new Promise<void>((resolve) => setTimeout(resolve, capMs));
  const all = Promise.all(
    links.map(
      (preload) =>
        new Promise<void>((resolve) => {
          if (preload.rel === 'stylesheet') {
            if (preload.sheet) return resolve();
            preload.addEventListener('load', () => resolve(), { once: true });
            preload.addEventListener('error', () => resolve(), { once: true });
            return;
          }
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.href = preload.href;
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          // A failed sheet is not waited for forever: the app still starts (as with a <link>).
          sheet.addEventListener('load', () => resolve(), { once: true });
          sheet.addEventListener('error', () => resolve(), { once: true });
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
  return Promise.race([all, cap]);
}

/** True while a page's shell is in #root (stamped by the inline script). */
export function shellShown(doc: Document = document): boolean {
  return doc.querySelector('#root > [data-page-shell]') !== null;
}

/** What the wait needs of the router and of the query client (structural: easy to test). */
export interface HandoverDeps {
  router: {
    state: { initialized: boolean };
    subscribe(listener: (state: { initialized: boolean }) => void): () => void;
  };
  queryClient: {
    isFetching(): number;
    getQueryCache(): { subscribe(listener: () => void): () => void };
  };
}

/**
 * Resolves when the router has its first page and no call is on its way, or after `capMs`.
 * Nothing to wait for without the shell.
 */
export function firstScreenReady(
  { router, queryClient }: HandoverDeps,
  capMs = 1_500,
  shown = shellShown(),
): Promise<void> {
  if (!shown) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const stops: (() => void)[] = [];
    const finish = () => {
      stops.forEach((stop) => stop());
      clearTimeout(timer);
      resolve();
    };
    const check = () => {
      if (router.state.initialized && queryClient.isFetching() === 0) finish();
    };
    const timer = setTimeout(finish, capMs);
    stops.push(router.subscribe(check), queryClient.getQueryCache().subscribe(check));
    check();
  });
}
