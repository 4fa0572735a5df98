import { setupWorker } from 'msw/browser';
import clipUrl from '@fixtures/media/clip.webm?url';
import { apiBase } from '@/api/config';
import { db, replaceDb } from './db';
import { handlers } from './handlers';
import { configureMedia } from './handlers/media';
import { dispatching } from './platform/dispatch';
import { parseRelayHost, setRelay, type RelayRefusal } from './platform/relay';
import { changesData, loadSavedDb, saveDb } from './persistence';
import { setCommit } from './platform/store';
import { applyScenario, setLatency } from './runtime';

/** Session keys: the scenario and latency chosen by URL or QA panel live for the browser session. */
export const MOCK_KEYS = {
  scenario: 'mock:scenario',
  latency: 'mock:latency',
  /** Set for one load: start from the seed (the e2e fixture's `mock()` switches to a fresh db). */
  reseed: 'mock:reseed',
  /** Relay mode's host (`?mockRelay=`): every API call goes there (mocks/platform/relay.ts). */
  relay: 'mock:relay',
} as const;

/** "Minimum fetch delay is 200 ms" (section 9): the app on its mocks feels like a network. */
export const DEFAULT_LATENCY_MS = 200;

export const worker = setupWorker(dispatching(handlers));

/** Reads ?mock= and ?mockLatency= once; they then stay for the browser session. */
/**
 * A query value read raw: URLSearchParams would turn the grammar's '+' into a space, and QA
 * types these links by hand.
 */
function rawQueryValue(name: string): string | null {
  for (const pair of window.location.search.slice(1).split('&')) {
    const eq = pair.indexOf('=');
    if (eq !== -1 && pair.slice(0, eq) === name) return decodeURIComponent(pair.slice(eq + 1));
  }
  return null;
}

function readSettings(): { scenario: string; latency: number } {
  const url = new URL(window.location.href);
  const fromUrl = rawQueryValue('mock');
  if (fromUrl !== null) sessionStorage.setItem(MOCK_KEYS.scenario, fromUrl);
  // `?mockRelay=` with no value goes back to the mocks.
  const relayFromUrl = url.searchParams.get('mockRelay');
  if (relayFromUrl) sessionStorage.setItem(MOCK_KEYS.relay, relayFromUrl);
  else if (relayFromUrl === '') sessionStorage.removeItem(MOCK_KEYS.relay);
  const latencyFromUrl = url.searchParams.get('mockLatency');
  if (latencyFromUrl !== null) sessionStorage.setItem(MOCK_KEYS.latency, latencyFromUrl);
  const latency = Number(sessionStorage.getItem(MOCK_KEYS.latency) ?? DEFAULT_LATENCY_MS);
  return {
    scenario: sessionStorage.getItem(MOCK_KEYS.scenario) ?? '',
    latency: Number.isFinite(latency) ? latency : DEFAULT_LATENCY_MS,
  };
}

/**
 * A scenario of the link or the session that was refused (an unknown name or endpoint id): the
 * app runs without it, and the QA panel says why instead of ignoring it silently.
 */
export let rejectedScenario: { text: string; reason: string } | null = null;

/** A relay address of the link or the session that was refused (not http(s)): the mocks answer. */
export let rejectedRelay: { text: string; reason: RelayRefusal } | null = null;

function startRelay(): void {
  const text = sessionStorage.getItem(MOCK_KEYS.relay);
  if (!text) return;
  const parsed = parseRelayHost(text);
  if (parsed.ok) {
    setRelay(parsed.base, apiBase);
    return;
  }
  rejectedRelay = { text, reason: parsed.reason };
  sessionStorage.removeItem(MOCK_KEYS.relay);
}

export async function startBrowserMocks(): Promise<void> {
  configureMedia({ loadClip: () => fetch(clipUrl).then((r) => r.arrayBuffer()) });
  const { scenario, latency } = readSettings();
  setLatency(latency);
  // What members did before this reload (persisted like a real backend's data), then the
  // scenario's data changes on top of it.
  const reseed = sessionStorage.getItem(MOCK_KEYS.reseed) === '1';
  sessionStorage.removeItem(MOCK_KEYS.reseed);
  const saved = reseed ? null : await loadSavedDb();
  if (saved) replaceDb(saved);
  const keepDb = saved !== null;
  try {
    applyScenario(scenario, { keepDb });
  } catch (error) {
    console.warn(error);
    rejectedScenario = {
      text: scenario,
      reason: error instanceof Error ? error.message : String(error),
    };
    sessionStorage.removeItem(MOCK_KEYS.scenario);
    applyScenario('', { keepDb });
  }
  startRelay();
  // Every call that can change data is saved before it is answered (mocks/persistence.ts).
  setCommit((endpoint) => (changesData(endpoint) ? saveDb(db()) : undefined));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    // MSW's worker behind a rule that lets the app's own files by (public/mock-service-worker.js).
    serviceWorker: { url: `${import.meta.env.BASE_URL}mock-service-worker.js` },
  });
}
