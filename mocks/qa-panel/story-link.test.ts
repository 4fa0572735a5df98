import { describe, expect, it } from 'vitest';
import { storyHref, type AppState, type StoryScreens } from './story-link';

const screens: StoryScreens = {
  '/wallet/vip': [
    { id: 'wallet-vip-page--success' },
    { id: 'wallet-vip-page--empty', mock: 'vip.levels=empty' },
    { id: 'wallet-vip-page--failure', mock: 'offline' },
  ],
};
const state = (scenario: string, more: Partial<AppState> = {}): AppState => ({
  scenario,
  theme: 'light',
  locale: 'en_US',
  toolbarScenarios: ['offline', 'slow'],
  ...more,
});
const href = (scenario: string, more?: Partial<AppState>) =>
  storyHref(screens, '/wallet/vip', 'http://review.test/', state(scenario, more));

describe("the QA panel's link to the story of the same state", () => {
  it('opens the story whose own scenario the app runs, in its theme and language', () => {
    expect(href('offline')).toBe(
      'http://review.test/storybook/?path=/story/wallet-vip-page--failure&globals=theme:light;locale:en_US',
    );
    expect(href('vip.levels=empty')).toContain('path=/story/wallet-vip-page--empty&');
  });

  it('opens the plain story with no scenario, and with a toolbar scenario no story has', () => {
    expect(href('', { theme: 'dark', locale: 'ja' })).toBe(
      'http://review.test/storybook/?path=/story/wallet-vip-page--success&globals=theme:dark;locale:ja',
    );
    expect(href('slow')).toMatch(/--success&globals=theme:light;locale:en_US;mock:slow$/);
    // A scenario string the toolbar cannot hold: the plain story, not a broken URL.
    expect(href('config.general=code:10000')).toMatch(
      /--success&globals=theme:light;locale:en_US$/,
    );
  });

  it('has no link for a screen no story shows', () => {
    expect(storyHref(screens, '/nowhere', 'http://review.test/', state(''))).toBeNull();
  });
});
