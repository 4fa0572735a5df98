import { MOCK_KEYS } from '../browser';
import { relayBase } from '../platform/relay';
import { formatScenario, type ActiveScenario } from '../platform/scenario';

const LINK_PARAMS = ['mock', 'mockLatency', 'mockRelay'];

/**
 * A link that reproduces the state: the current page with ?mock= and ?mockLatency=, and in relay
 * mode ?mockRelay= (the host the calls go to).
 */
export function reproduceLink(
  scenario: ActiveScenario,
  latency: number,
  href = window.location.href,
  relay = relayBase(),
): string {
  const url = new URL(href);
  for (const name of LINK_PARAMS) url.searchParams.delete(name);
  const text = formatScenario(scenario);
  if (text) url.searchParams.set('mock', text);
  url.searchParams.set('mockLatency', String(latency));
  if (relay) url.searchParams.set('mockRelay', relay);
  return url.toString();
}

/** This page without the link's settings: what a reload after a change from the panel opens. */
function pageWithoutSettings(): string {
  const url = new URL(window.location.href);
  for (const name of LINK_PARAMS) url.searchParams.delete(name);
  return url.toString();
}

/** Relay mode on (a base checked by parseRelayHost) or off (null), kept for the session. */
export function relayAndReload(base: string | null): void {
  if (base) sessionStorage.setItem(MOCK_KEYS.relay, base);
  else sessionStorage.removeItem(MOCK_KEYS.relay);
  window.location.assign(pageWithoutSettings());
}

/**
 * Keeps the choice for the browser session and reloads. The data stays (the scenario's data
 * changes go on top of it): only Reset in the Data tab goes back to the seed.
 */
export function applyAndReload(scenario: ActiveScenario, latency: number): void {
  sessionStorage.setItem(MOCK_KEYS.scenario, formatScenario(scenario));
  sessionStorage.setItem(MOCK_KEYS.latency, String(latency));
  window.location.assign(pageWithoutSettings());
}
