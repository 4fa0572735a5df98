import { fn } from 'storybook/test';

/**
 * A story's `onClose` for a sheet: the app unmounts a sheet it closes, a story keeps it on screen
 * for its picture. Closing also drops the focus, which the last pay-password box otherwise kept or
 * lost by how fast the payment's answer came (the boxes are disabled while it is on its way, and
 * a box disabled for a frame loses its focus): the picture showed one or the other by the
 * machine's load.
 */
export const closeSheet = () =>
  fn(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
