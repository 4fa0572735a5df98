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
}

export function knownScenarioNames(): string[] {
  return Object.keys(registry);
}

export function setActiveScenario(text: string | null | undefined): ActiveScenario {
  const parsed = parseScenario(text);
  const unknown = parsed.names.filter((n) => !registry[n]);
  if (unknown.length) throw new Error(`Unknown mock scenario: ${unknown.join(', ')}`);
  active = parsed;
  return active;
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
