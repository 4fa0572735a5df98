import { EMPTY_SCENARIO, parseScenario, type ActiveScenario, type Variant } from './scenario';

/**
 * The live mock settings of this JavaScript context (a browser tab, a Storybook iframe, a Node
 * test or the HTTP host). Named scenarios are resolved through the registry given at start-up.
 */
export interface NamedScenarioDef {
  name: string;
  overrides?: Record<string, Variant>;
}

let registry: Record<string, NamedScenarioDef> = {};
let active: ActiveScenario = EMPTY_SCENARIO;
let latencyMs = 0;

export function registerScenarios(defs: NamedScenarioDef[]): void {
  registry = Object.fromEntries(defs.map((d) => [d.name, d]));
  for (const def of defs) checkEndpointIds(Object.keys(def.overrides ?? {}), def.name);
}

/** The registered definitions, for a test that registers its own and puts these back after. */
export function registeredScenarios(): NamedScenarioDef[] {
  return Object.values(registry);
}

export function knownScenarioNames(): string[] {
  return Object.keys(registry);
}

let endpointIds: Set<string> | null = null;

/**
 * The ids a scenario may name (the contract's). Once set, a scenario naming any other id is an
 * error rather than an override that silently never applies (a typo in a link or a test).
 */
export function registerEndpointIds(ids: Iterable<string>): void {
  endpointIds = new Set(ids);
  for (const def of Object.values(registry))
    checkEndpointIds(Object.keys(def.overrides ?? {}), def.name);
}

function checkEndpointIds(ids: string[], where: string): void {
  if (!endpointIds) return;
  const unknown = ids.filter((id) => id !== '*' && !endpointIds?.has(id));
  if (unknown.length)
    throw new Error(`Unknown endpoint id in mock scenario ${where}: ${unknown.join(', ')}`);
}

export function setActiveScenario(text: string | null | undefined): ActiveScenario {
  const parsed = parseScenario(text);
  const unknown = parsed.names.filter((n) => !registry[n]);
  if (unknown.length) throw new Error(`Unknown mock scenario: ${unknown.join(', ')}`);
  checkEndpointIds(Object.keys(parsed.overrides), `"${text ?? ''}"`);
  active = parsed;
  droppedAnswers.clear();
  callsSinceScenario.clear();
  for (const drop of heldCalls.values()) drop();
  heldCalls.clear();
  return active;
}

/**
 * A delay this long is a call held on purpose (a Loading story's `delay:999999`): it never
 * answers within a test, so whoever waits for the mocks to go quiet should not wait for it.
 */
export const HELD_DELAY_MS = 60_000;

/** The calls now held by the scenario in force, each with how to drop it. */
const heldCalls = new Map<object, () => void>();

/**
 * Runs `wait` for a call; one held by the scenario is counted as held meanwhile, and is dropped
 * (never answered) when another scenario takes over: a held call answered under the next one
 * would reach its fresh db and call log: the pay sheet's Checking story holds its read of the order
 * (`delay:999999`), which was answered 16.7 minutes later, in the log of whichever story was then
 * running (the QA panel's, on a slow machine's run).
 */
export async function waitForCall(
  call: object,
  ms: number,
  wait: () => Promise<void>,
): Promise<'answer' | 'dropped'> {
  if (ms < HELD_DELAY_MS) {
    await wait();
    return 'answer';
  }
  const dropped = new Promise<'dropped'>((resolve) => {
    heldCalls.set(call, () => resolve('dropped'));
  });
  try {
    return await Promise.race([wait().then(() => 'answer' as const), dropped]);
  } finally {
    heldCalls.delete(call);
  }
}

/** How many calls the scenario holds right now: they will not answer however long one waits. */
export function heldCallCount(): number {
  return heldCalls.size;
}

/** Answers dropped so far by 'network-after:<n>', per endpoint (reset with the scenario). */
const droppedAnswers = new Map<string, number>();

/** Whether this answer of the endpoint is lost after its handler ran ('network-after'). */
export function dropsAnswer(endpointId: string, variant: Variant | undefined): boolean {
  if (!variant?.networkAfter) return false;
  if (variant.networkAfter === true) return true;
  const dropped = droppedAnswers.get(endpointId) ?? 0;
  if (dropped >= variant.networkAfter) return false;
  droppedAnswers.set(endpointId, dropped + 1);
  return true;
}

export function activeScenario(): ActiveScenario {
  return active;
}

export function setLatency(ms: number): void {
  latencyMs = ms;
}

export function baseLatency(): number {
  return latencyMs;
}

/** Calls of each endpoint since the scenario was set, for `call:<n>`. */
const callsSinceScenario = new Map<string, number>();

/**
 * The variant of one call of the endpoint, which it counts: a variant meant for another call
 * (`call:<n>`) does not apply to this one, which is answered as usual.
 */
export function variantForCall(endpointId: string): Variant | undefined {
  const count = (callsSinceScenario.get(endpointId) ?? 0) + 1;
  callsSinceScenario.set(endpointId, count);
  const variant = variantFor(endpointId);
  return variant?.call !== undefined && variant.call !== count ? undefined : variant;
}

/** The variant in force for an endpoint: explicit overrides win over named ones, which win over `*`. */
export function variantFor(endpointId: string): Variant | undefined {
  const layers: Variant[] = [];
  for (const name of active.names) {
    const def = registry[name];
    if (def?.overrides?.['*']) layers.push(def.overrides['*']);
    if (def?.overrides?.[endpointId]) layers.push(def.overrides[endpointId]);
  }
  if (active.overrides['*']) layers.push(active.overrides['*']);
  if (active.overrides[endpointId]) layers.push(active.overrides[endpointId]);
  if (!layers.length) return undefined;
  return Object.assign({}, ...layers) as Variant;
}

/**
 * What makes a call's changes durable before its answer leaves: the browser saves its db
 * (mocks/persistence.ts, set by mocks/browser.ts). Stories, tests and the HTTP host keep their db
 * in memory for as long as they live, and have nothing to wait for.
 */
type Commit = (endpoint: { id: string; method: string }) => Promise<void> | void;
let commit: Commit = () => {};

export function setCommit(next: Commit | null): void {
  commit = next ?? (() => {});
}

/** Called by handle() after a resolver ran, whatever it answered, before the answer is sent. */
export async function commitCall(endpoint: { id: string; method: string }): Promise<void> {
  await commit(endpoint);
}
