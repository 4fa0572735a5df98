import type { MockDb } from '../db';

/**
 * What a named scenario's data change wrote to the db, kept so that the QA panel's Clear can take
 * it back (issue 47: after balance-shortfall, Clear left the balance at ¥0.00, and the only way
 * back, Reset, signed the member out).
 *
 * A change is recorded as the value each changed place had before: objects are compared key by
 * key, anything else (an array, a number) is one place. Taking it back puts those values back, so
 * a member's own write into the same place since (a withdrawal added to a list the scenario filled)
 * goes with it; sessions are merged instead, so nobody is signed out by a take-back.
 */
export interface ScenarioWrite {
  name: string;
  changes: Array<{ path: string[]; before: unknown; existed: boolean }>;
}

type Tree = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function diff(before: Tree, after: Tree, at: string[], out: ScenarioWrite['changes']): void {
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[key];
    const now = after[key];
    if (was === now) continue;
    if (isPlainObject(was) && isPlainObject(now)) diff(was, now, [...at, key], out);
    else if (!same(was, now)) out.push({ path: [...at, key], before: was, existed: key in before });
  }
}

/** The write log the db carries (saved with it, so a reload can still take a scenario back). */
function log(db: MockDb): ScenarioWrite[] {
  const tree = db as unknown as { scenarioWrites?: ScenarioWrite[] };
  return (tree.scenarioWrites ??= []);
}

/** Runs a scenario's data change on the db and records what it changed. */
export function applyRecorded(db: MockDb, name: string, apply: (db: MockDb) => void): void {
  const before = structuredClone({ ...db, scenarioWrites: undefined }) as unknown as Tree;
  apply(db);
  const changes: ScenarioWrite['changes'] = [];
  diff(before, { ...(db as unknown as Tree), scenarioWrites: undefined }, [], changes);
  if (changes.length) log(db).push({ name, changes });
}

/**
 * Takes back every recorded scenario write, newest first, revives every media domain and forgets
 * the scenarios' names (so a reload under no scenario does not apply them again). Returns the
 * names taken back.
 */
export function takeBackScenarios(db: MockDb): string[] {
  const writes = log(db);
  for (const write of [...writes].reverse()) {
    for (const { path, before, existed } of write.changes) {
      const parent = path
        .slice(0, -1)
        .reduce<Tree>(
          (node, key) => (isPlainObject(node[key]) ? node[key] : (node[key] = {})),
          db as unknown as Tree,
        );
      const key = path[path.length - 1] ?? '';
      // A token the member signed in with since stays: only the scenario's ended ones come back.
      if (existed) parent[key] = structuredClone(before);
      else delete parent[key];
    }
  }
  const names = [...db.scenarios];
  writes.length = 0;
  db.scenarios = [];
  db.media.dead = [];
  return names;
}
