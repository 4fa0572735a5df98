/** Spec section 9: two taps within this window make a double tap. */
export const DOUBLE_TAP_WINDOW_MS = 400;

/**
 * Tells whether a tap completes a double tap. Times are event timestamps in ms. A double tap
 * consumes both taps, so a third quick tap starts a new pair rather than firing again.
 */
export function createDoubleTapDetector(windowMs: number = DOUBLE_TAP_WINDOW_MS) {
  let previous: number | null = null;
  return {
    tap(at: number): boolean {
      if (previous !== null && at - previous >= 0 && at - previous <= windowMs) {
        previous = null;
        return true;
      }
      previous = at;
      return false;
    },
    reset(): void {
      previous = null;
    },
  };
}
