/**
 * Ports of the apps under test. E2E_PORT_OFFSET moves them all, so two checkouts (or two people on
 * one machine) can run the journeys at once without sharing servers.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const PORTS = {
  demo: 4318 + offset,
  production: 4319 + offset,
  mockHost: 8787 + offset,
} as const;

export const MOCK_HOST = `http://127.0.0.1:${PORTS.mockHost}`;
export const PRODUCTION_ORIGIN = `http://127.0.0.1:${PORTS.production}`;
