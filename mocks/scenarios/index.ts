import { accountScenarios } from './accounts';
import { contentScenarios } from './content';
import { platformScenarios } from './platform';
import type { ScenarioDef } from './types';

export type { ScenarioDef };

export const scenarios: ScenarioDef[] = [
  ...platformScenarios,
  ...contentScenarios,
  ...accountScenarios,
];

export function scenarioByName(name: string): ScenarioDef | undefined {
  return scenarios.find((s) => s.name === name);
}
