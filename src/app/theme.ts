import { createTheme, type MantineColorSchemeManager } from '@mantine/core';
import { readTheme, writeTheme } from '@/lib/preferences';

export const theme = createTheme({
  primaryColor: 'pink',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "PingFang SC", "Hiragino Sans", "Noto Sans CJK SC", "Noto Sans JP", "Microsoft YaHei", sans-serif',
  // The phone column is rem-based (8.53-10 rem at the spec's root size); keep Mantine's sizes in px terms.
  scale: 1,
});

/** The theme cookie (dark by default) as Mantine's colour-scheme storage. */
export const cookieColorSchemeManager: MantineColorSchemeManager = {
  get: () => readTheme(),
  set: (value) => {
    if (value === 'light' || value === 'dark') writeTheme(value);
  },
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};
