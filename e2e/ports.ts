/**
 * Ports of the apps under test. E2E_PORT_OFFSET moves them all, so two checkouts (or two people on
 * one machine) can run the journeys at once without sharing servers.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const PORTS = {
  demo: 4318 + offset,
  production: 4319 + offset,
  mockHost: 8787 + offset,
  /** Prism's validation proxy in front of the mock host (scripts/prism/proxy.ts). */
  apiProxy: 4000 + offset,
} as const;

export const MOCK_HOST = `http://127.0.0.1:${PORTS.mockHost}`;
export const PRODUCTION_ORIGIN = `http://127.0.0.1:${PORTS.production}`;
/** The demo build's origin: its relay mode calls the proxy, so the strict host answers it too. */
export const DEMO_ORIGIN = `http://127.0.0.1:${PORTS.demo}`;
/**
 * The API base of the members' build under test: Prism's validation proxy, which passes every
 * call to the mock host and marks each answer that leaves the published document (`sl-violations`).
 * The tests' own controls (`/__mock/...`) and the media go to the mock host itself.
 */
export const API_PROXY = `http://127.0.0.1:${PORTS.apiProxy}`;
