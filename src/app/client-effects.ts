import type { nprogress } from '@mantine/nprogress';
import type { createStore } from 'jotai';
import { configureClient } from '@/api/client';
import { i18next } from '@/lib/i18n';
import { startLanguage } from '@/lib/preferences';
import { CONFIRMATION_MS, failureNotice, showNotification } from '@/lib/notify';
import { endSessionAtom, requestTokenAtom } from '@/lib/session';

type Store = ReturnType<typeof createStore>;

/** Progress bar: shown only for requests still running after 200 ms (section 9: throttle 200 ms). */
export const PROGRESS_THROTTLE_MS = 200;

let progressStore: Promise<typeof nprogress> | null = null;
/**
 * The bar's store comes with the bar (./navigation-progress.tsx, loaded just after the first
 * render), not in the start-up JavaScript: the bar starts 200 ms into a request at the soonest.
 * One promise, so a start and the complete after it keep their order.
 */
function progressBar(): Promise<typeof nprogress> {
  progressStore ??= import('@mantine/nprogress').then((module) => module.nprogress);
  return progressStore;
}

let active = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
/** The bar was started: only then is there anything to complete. */
let shown = false;

export function requestStarted(): void {
  active += 1;
  if (active === 1 && !timer) {
    timer = setTimeout(() => {
      timer = null;
      if (active > 0) {
        shown = true;
        void progressBar().then((bar) => bar.start());
      }
    }, PROGRESS_THROTTLE_MS);
  }
}

export function requestEnded(): void {
  active = Math.max(0, active - 1);
  if (active > 0) return;
  if (timer) {
    clearTimeout(timer);
    timer = null;
  }
  // A fast request leaves the bar's store alone. Completing a bar that never showed still
  // changed the store three times, and a store changing while React renders in slices (the
  // app's first screen, a transition) made React throw that render away and redo it at once.
  if (!shown) return;
  shown = false;
  void progressBar().then((bar) => bar.complete());
}

/** Plugs the app into the API client: token, language, and the error policy's effects. */
export function wireClient(store: Store): void {
  configureClient({
    // The session's token, or a saved login's while the switcher tries it.
    getToken: () => store.get(requestTokenAtom),
    // The member's language from the first call of a page load: the router's loaders and the
    // start-up calls go out before the strings (and i18next's language) are in, and the server
    // names topics and game categories in the language a call asks for.
    getLanguage: () => i18next.language || startLanguage(),
    onRequestStart: requestStarted,
    onRequestEnd: requestEnded,
    apply: (decision, { endpointId }) => {
      if (decision.notify) {
        const { tone, message, fallbackKey } = decision.notify;
        const text = message || i18next.t(fallbackKey);
        const id = `${endpointId}:${tone}:${message}`;
        showNotification(
          tone === 'danger'
            ? failureNotice(text, { id })
            : { id, message: text, autoClose: CONFIRMATION_MS, withCloseButton: true },
        );
      }
      // The dead token goes from everywhere it is kept, with the cache (src/lib/session.ts).
      if (decision.endSession) store.set(endSessionAtom);
    },
  });
}
