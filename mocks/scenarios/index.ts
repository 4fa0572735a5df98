import { accountScenarios } from './accounts';
import { contentScenarios } from './content';
import { moneyScenarios } from './money';
import { snapshotScenarios } from '../handlers/snapshots-scenarios';
import { platformScenarios } from './platform';
import type { ScenarioDef } from './types';

export type { ScenarioDef };

export const scenarios: ScenarioDef[] = [
  ...platformScenarios,
  ...contentScenarios,
  ...snapshotScenarios,
  ...accountScenarios,
  ...moneyScenarios,
];

export function scenarioByName(name: string): ScenarioDef | undefined {
  return scenarios.find((s) => s.name === name);
}
