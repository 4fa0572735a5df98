import { accountScenarios } from './accounts';
import { contentScenarios } from './content';
import { moneyScenarios } from './money';
import { platformScenarios } from './platform';
import type { ScenarioDef } from './types';

export type { ScenarioDef };

export const scenarios: ScenarioDef[] = [
  ...platformScenarios,
  ...contentScenarios,
  ...accountScenarios,
  ...moneyScenarios,
];

export function scenarioByName(name: string): ScenarioDef | undefined {
  return scenarios.find((s) => s.name === name);
}
