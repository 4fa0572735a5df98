import { MOCK_KEYS } from '../browser';
import { formatScenario, type ActiveScenario } from '../platform/scenario';

/** A link that reproduces the state: the current page with ?mock= and ?mockLatency=. */
export function reproduceLink(
  scenario: ActiveScenario,
  latency: number,
  href = window.location.href,
): string {
  const url = new URL(href);
  url.searchParams.delete('mock');
  url.searchParams.delete('mockLatency');
  const text = formatScenario(scenario);
  if (text) url.searchParams.set('mock', text);
  url.searchParams.set('mockLatency', String(latency));
  return url.toString();
}

/**
 * Keeps the choice for the browser session and reloads. The data stays (the scenario's data
 * changes go on top of it): only Reset in the Data tab goes back to the seed.
 */
export function applyAndReload(scenario: ActiveScenario, latency: number): void {
  sessionStorage.setItem(MOCK_KEYS.scenario, formatScenario(scenario));
  sessionStorage.setItem(MOCK_KEYS.latency, String(latency));
  const url = new URL(window.location.href);
  url.searchParams.delete('mock');
  url.searchParams.delete('mockLatency');
  window.location.assign(url.toString());
}
