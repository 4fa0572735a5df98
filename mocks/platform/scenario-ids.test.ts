import { describe, expect, it } from 'vitest';
import { scenarios } from '../scenarios';
import { applyScenario } from '../runtime';
import { allEndpoints } from '@/api/endpoints';

/** A scenario that names an endpoint of no contract would silently change nothing: an error. */
describe('scenario endpoint ids', () => {
  it('refuses a scenario string naming an unknown endpoint id', () => {
    expect(() => applyScenario('feeds.postLsit=code:10000')).toThrow(
      /Unknown endpoint id in mock scenario.*feeds\.postLsit/,
    );
  });

  it('accepts the contract’s ids and the wildcard', () => {
    expect(() => applyScenario('feeds.postList=code:10000;*=delay:10')).not.toThrow();
  });

  it('has every named scenario name only endpoints of the contract', () => {
    const ids = new Set(allEndpoints().map((e) => e.id));
    for (const def of scenarios)
      for (const id of Object.keys(def.overrides ?? {}))
        expect(id === '*' || ids.has(id), `${def.name}: ${id}`).toBe(true);
  });
});
