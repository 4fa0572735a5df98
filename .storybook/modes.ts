/**
 * The modes a story is reviewed in, for Chromatic (`npm run chromatic`, where its cloud is
 * reachable) and described the same way as the local story tests check them: the two colour
 * schemes and the three languages at the phone width, and the desktop width once.
 * Each mode sets the same globals as the Storybook toolbar (theme, locale, viewport).
 */
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export const allModes = {
  'dark zh_CN phone': { theme: 'dark', locale: 'zh_CN', viewport: PHONE },
  'light zh_CN phone': { theme: 'light', locale: 'zh_CN', viewport: PHONE },
  'dark en_US phone': { theme: 'dark', locale: 'en_US', viewport: PHONE },
  'light en_US phone': { theme: 'light', locale: 'en_US', viewport: PHONE },
  'dark ja phone': { theme: 'dark', locale: 'ja', viewport: PHONE },
  'dark zh_CN desktop': { theme: 'dark', locale: 'zh_CN', viewport: DESKTOP },
} as const;
