import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorSchemeManager,
} from '@mantine/core';
import { backdropGuardProps } from '@/components/backdrop/backdrop-guard';
import { i18next } from '@/lib/i18n';
import { readThemeChoice, writeThemeChoice } from '@/lib/preferences';

export const theme = createTheme({
  primaryColor: 'pink',
  // Filled buttons carry white text: pink-5 gives 3.0:1 (axe wants 4.5), pink-7 4.6:1 in both
  // schemes. Text in the primary colour (anchors, light variants) uses lighter shades in dark anyway.
  primaryShade: { light: 7, dark: 7 },
  defaultRadius: 'md',
  // Members who ask their phone for less motion get no transitions (and so do story tests).
  respectReducedMotion: true,
  fontFamily:
    'system-ui, -apple-system, "PingFang SC", "Hiragino Sans", "Noto Sans CJK SC", "Noto Sans JP", "Microsoft YaHei", sans-serif',
  // The phone column is rem-based (8.53-10 rem at the spec's root size); keep Mantine's sizes in px terms.
  scale: 1,
  // Plain objects, not `Overlay.extend(...)`: importing the components to extend them put them
  // (and the notification's close button) in the entry, though only lazy chunks render them.
  components: {
    // The backdrop of every Modal and Drawer: a double tap on the button that opened one must not
    // close it with its second tap (issue 27).
    Overlay: { defaultProps: backdropGuardProps },
    Notification: {
      // Every notification's close button needs a name (axe: button-name). A getter: Mantine
      // spreads the default props on each render, so the name follows the current language.
      defaultProps: {
        get closeButtonProps() {
          return { 'aria-label': i18next.t('shell.closeNotification') };
        },
      },
    },
  },
});

/**
 * The theme cookie (dark by default) as Mantine's colour-scheme storage. 'system' is Mantine's
 * 'auto': it follows the phone's setting, and changes with it.
 */
export const cookieColorSchemeManager: MantineColorSchemeManager = {
  get: () => {
    const choice = readThemeChoice();
    return choice === 'system' ? 'auto' : choice;
  },
  set: (value) => writeThemeChoice(value === 'auto' ? 'system' : value),
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

/**
 * Mantine's dimmed text is 4.03:1 on the dark body (axe wants 4.5): lift it one shade in dark,
 * and one darker in light, so secondary text (descriptions, hints) is readable everywhere.
 */
/**
 * Text in a colour (`c="teal"`, a red upload error) uses shade 6 on white in Mantine's light
 * scheme: about 3:1 (axe wants 4.5; teal 8 is still 3.9:1). Shade 9 of each is set in.
 */
const TEXT_COLOURS = [
  'red',
  'teal',
  'green',
  'orange',
  'yellow',
  'blue',
  'cyan',
  'grape',
  'violet',
];
const lightColourText = Object.fromEntries(
  TEXT_COLOURS.map((c) => [`--mantine-color-${c}-text`, `var(--mantine-color-${c}-9)`]),
);

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // The error red too: Mantine's defaults are about 3:1 on the dark body and 3.6:1 on white.
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    ...lightColourText,
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
