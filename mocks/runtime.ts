import { db, resetDb, type MockDb } from './db';
import { clearCallLog } from './platform/call-log';
import { parseScenario } from './platform/scenario';
import { applyRecorded } from './platform/scenario-undo';
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
 * With `keepSessions` (the HTTP host) a fresh db keeps the tokens of the one it replaces whose
 * member it still has, before the scenario's data changes: a curl user stays signed in across
 * scenarios, and a scenario that ends sessions (auth-expired) still ends them.
 */
export function applyScenario(
  text: string | null | undefined,
  options: { keepDb?: boolean; keepSessions?: boolean } = {},
): void {
  if (!options.keepDb) {
    const before = options.keepSessions ? db().sessions : {};
    const fresh = resetDb();
    for (const [token, userId] of Object.entries(before))
      if (fresh.users[userId]) fresh.sessions[token] ??= userId;
    // The calls answered belong to the state that is gone (and one story's calls to that story).
    clearCallLog();
  }
  const parsed = parseScenario(text);
  const domains = new Set(db().domains.map((d) => d.name));
  const unknownDomains = (parsed.dead ?? []).filter((d) => !domains.has(d));
  if (unknownDomains.length)
    throw new Error(`Unknown media domain in mock scenario: ${unknownDomains.join(', ')}`);
  const active = setActiveScenario(text);
  const current = db();
  // Each data change once per db, recorded so that the QA panel's Clear can take it back. A killed
  // domain is one too: once revived in the Data tab, a reload does not kill it again.
  const changes = [
    ...active.names.map((name) => ({ name, apply: scenarioByName(name)?.apply })),
    ...(active.dead ?? []).map((domain) => ({
      name: `dead:${domain}`,
      apply: (target: MockDb) => {
        if (!target.media.dead.includes(domain)) target.media.dead.push(domain);
      },
    })),
  ];
  for (const { name, apply } of changes) {
    if (current.scenarios.includes(name)) continue;
    if (apply) applyRecorded(current, name, apply);
    current.scenarios.push(name);
  }
}

export { heldCallCount, setLatency };
