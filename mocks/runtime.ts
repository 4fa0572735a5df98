import { db, resetDb } from './db';
import { clearCallLog } from './platform/call-log';
import { allEndpoints } from '@/api/endpoints';
import {
  heldCallCount,
  registerEndpointIds,
  registerScenarios,
  setActiveScenario,
  setLatency,
} from './platform/store';
import { scenarioByName, scenarios } from './scenarios';

registerScenarios(scenarios);
// Every scenario (named or typed) may only name endpoints of the contract.
registerEndpointIds(allEndpoints().map((e) => e.id));

/**
 * Puts the mocks in a known state: a fresh seeded db, then the scenario (its overrides and
 * data changes). The same call serves the browser, Storybook, Node tests and the HTTP host.
 * With `keepDb` (a page reload, a story switching an override mid-play) the db stays as it is,
 * and a named scenario's data changes it already holds are not made again: a reload of
 * `?mock=chat-history` showed its 24 older messages twice, 'withdrawal-history' withdrew again.
 */
export function applyScenario(
  text: string | null | undefined,
  options: { keepDb?: boolean } = {},
): void {
  if (!options.keepDb) {
    resetDb();
    // The calls answered belong to the state that is gone (and one story's calls to that story).
    clearCallLog();
  }
  const active = setActiveScenario(text);
  const current = db();
  for (const name of active.names) {
    if (current.scenarios.includes(name)) continue;
    scenarioByName(name)?.apply?.(current);
    current.scenarios.push(name);
  }
}

export { heldCallCount, setLatency };
