import type { MockDb } from '../db';
import type { NamedScenarioDef } from '../platform/store';

/** A named scenario: endpoint overrides plus an optional change to the seeded data. */
export interface ScenarioDef extends NamedScenarioDef {
  /** One line for docs/qa.md and the Storybook toolbar (the QA panel shows the localized text). */
  description: string;
  apply?: (db: MockDb) => void;
}
