import type { ScenarioDef } from './types';

/** Scenarios of the accounts area (login, registration, wallet, pay). */
export const accountScenarios: ScenarioDef[] = [];
