import type { ScenarioDef } from './types';

/** Scenarios of the content area (feeds, posts, comments). */
export const contentScenarios: ScenarioDef[] = [];
