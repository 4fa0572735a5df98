import { accountScenarios } from './accounts';
import { accountStateScenarios } from './account-states';
import { noticeScenarios } from './notices';
import { chatScenarios } from './chat';
import { contentScenarios } from './content';
import { moneyScenarios } from './money';
import { snapshotScenarios } from '../handlers/snapshots-scenarios';
import { platformScenarios } from './platform';
import { securityScenarios } from './security';
import type { ScenarioDef } from './types';

export type { ScenarioDef };

export const scenarios: ScenarioDef[] = [
  ...platformScenarios,
  ...contentScenarios,
  ...snapshotScenarios,
  ...accountScenarios,
  ...accountStateScenarios,
  ...noticeScenarios,
  ...moneyScenarios,
  ...securityScenarios,
  ...chatScenarios,
];

export function scenarioByName(name: string): ScenarioDef | undefined {
  return scenarios.find((s) => s.name === name);
}
