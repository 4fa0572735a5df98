import { describe, expect, it } from 'vitest';
import { isMembersBuild } from './app-build';

describe('which build is the members’ build', () => {
  it('is the production build without mocks, and only that', () => {
    expect(isMembersBuild('production', { VITE_USE_MOCKS: 'false' }, {})).toBe(true);
    expect(isMembersBuild('production', {}, {})).toBe(true);
    expect(isMembersBuild('production', { VITE_USE_MOCKS: 'true' }, {})).toBe(false);
    expect(isMembersBuild('demo', { VITE_USE_MOCKS: 'true' }, {})).toBe(false);
    expect(isMembersBuild('development', { VITE_USE_MOCKS: 'true' }, {})).toBe(false);
    expect(isMembersBuild('test', {}, {})).toBe(false);
  });

  it('is never Storybook’s build, although it runs in mode production with .env.production', () => {
    expect(isMembersBuild('production', { VITE_USE_MOCKS: 'false' }, { STORYBOOK: 'true' })).toBe(
      false,
    );
  });
});
