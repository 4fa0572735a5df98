/**
 * The top bar's leading button: its label key and its icon (a 24-unit path). Shared with the
 * pages' HTML shell (src/app/first-paint/), which draws the same icon before the app runs.
 */
export const LEADING = {
  back: { label: 'shell.back', path: 'M15 5 8 12l7 7', strokeWidth: 2.2 },
  // history.back() would leave the app: a page opened by a link offers the way home instead.
  home: {
    label: 'shell.home',
    path: 'M4 11 12 4l8 7M6.5 9.5V19a1 1 0 0 0 1 1H10v-5h4v5h2.5a1 1 0 0 0 1-1V9.5',
    strokeWidth: 2,
  },
} as const;
