/** Spec section 9: the scroll to top takes 500 ms. */
export const SCROLL_TO_TOP_MS = 500;

/** Slow start, slow end: the list visibly travels, then settles. */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** What the animation moves: the window or a scrolling element, behind one small interface. */
export interface Scroller {
  top(): number;
  set(top: number): void;
}

export function scrollerFor(target: Window | Element): Scroller {
  return {
    top: () => ('scrollY' in target ? target.scrollY : target.scrollTop),
    // 'instant' so a CSS `scroll-behavior: smooth` cannot add its own animation on top of ours.
    set: (top) => target.scrollTo({ top, behavior: 'instant' }),
  };
}

export interface AnimateOptions {
  duration?: number;
  easing?: (t: number) => number;
  requestFrame?: (callback: FrameRequestCallback) => number;
  cancelFrame?: (handle: number) => void;
}

/**
 * Scrolls to `to` in exactly `duration` ms, frame by frame. The clock starts at the first frame's
 * timestamp and the last frame lands on `to` exactly, whatever the frame rate. Returns a cancel.
 * (`scrollTo({behavior:'smooth'})` has no duration control; browsers pick their own.)
 */
export function animateScroll(
  scroller: Scroller,
  to: number,
  {
    duration = SCROLL_TO_TOP_MS,
    easing = easeInOutCubic,
    requestFrame = (cb) => window.requestAnimationFrame(cb),
    cancelFrame = (handle) => window.cancelAnimationFrame(handle),
  }: AnimateOptions = {},
): () => void {
  const from = scroller.top();
  let start: number | null = null;
  let handle: number | null = null;
  if (from === to) return () => {};

  const frame = (now: number) => {
    start ??= now;
    const progress = duration <= 0 ? 1 : Math.min(1, (now - start) / duration);
    scroller.set(progress === 1 ? to : from + (to - from) * easing(progress));
    handle = progress < 1 ? requestFrame(frame) : null;
  };
  handle = requestFrame(frame);
  return () => {
    if (handle !== null) cancelFrame(handle);
    handle = null;
  };
}

const INTERRUPTIONS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * The top bar's double tap: back to the top of the page in 500 ms. A member who touches, scrolls
 * or presses a key meanwhile takes over (the animation stops). With reduced motion asked for, it
 * jumps.
 */
export function scrollPageToTop(target: Window | Element = window): () => void {
  const scroller = scrollerFor(target);
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    scroller.set(0);
    return () => {};
  }
  let cancelAnimation = () => {};
  const stop = () => {
    cancelAnimation();
    for (const type of INTERRUPTIONS) window.removeEventListener(type, stop, true);
  };
  // Listen after this tap's own events have passed, or the tap would stop its own animation.
  const listen = window.setTimeout(() => {
    for (const type of INTERRUPTIONS)
      window.addEventListener(type, stop, { capture: true, passive: true });
  }, 0);
  cancelAnimation = animateScroll(scroller, 0, {
    requestFrame: (cb) =>
      window.requestAnimationFrame((now) => {
        cb(now);
        if (scroller.top() === 0) stop();
      }),
  });
  return () => {
    window.clearTimeout(listen);
    stop();
  };
}
