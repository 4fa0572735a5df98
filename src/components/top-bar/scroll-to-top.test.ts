import { describe, expect, it } from 'vitest';
import { SCROLL_TO_TOP_MS, animateScroll, easeInOutCubic, type Scroller } from './scroll-to-top';

/** A scroller and a frame clock the test drives by hand. */
function setup(from: number) {
  let top = from;
  const writes: number[] = [];
  const scroller: Scroller = {
    top: () => top,
    set: (value) => {
      top = value;
      writes.push(value);
    },
  };
  let pending: FrameRequestCallback | null = null;
  const requestFrame = (cb: FrameRequestCallback) => {
    pending = cb;
    return 1;
  };
  const cancelFrame = () => {
    pending = null;
  };
  const frameAt = (time: number) => {
    const cb = pending;
    pending = null;
    cb?.(time);
  };
  return { scroller, writes, requestFrame, cancelFrame, frameAt, hasPending: () => !!pending };
}

describe('easeInOutCubic', () => {
  it('starts at 0, is half way at the middle and ends at 1', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.25)).toBeLessThan(0.25);
  });
});

describe('animateScroll', () => {
  it('reaches the top at exactly 500 ms, counted from the first frame', () => {
    const t = setup(1000);
    animateScroll(t.scroller, 0, t);
    t.frameAt(10_000);
    expect(t.writes.at(-1)).toBe(1000);
    t.frameAt(10_000 + SCROLL_TO_TOP_MS / 2);
    expect(t.writes.at(-1)).toBe(500);
    t.frameAt(10_000 + SCROLL_TO_TOP_MS - 1);
    expect(t.writes.at(-1)).toBeGreaterThan(0);
    expect(t.hasPending()).toBe(true);
    t.frameAt(10_000 + SCROLL_TO_TOP_MS);
    expect(t.writes.at(-1)).toBe(0);
    expect(t.hasPending()).toBe(false);
  });

  it('lands exactly on the target when a frame comes late', () => {
    const t = setup(800);
    animateScroll(t.scroller, 0, t);
    t.frameAt(0);
    t.frameAt(700);
    expect(t.writes.at(-1)).toBe(0);
    expect(t.hasPending()).toBe(false);
  });

  it('moves monotonically toward the target', () => {
    const t = setup(2000);
    animateScroll(t.scroller, 0, t);
    for (let time = 0; time <= SCROLL_TO_TOP_MS; time += 16) t.frameAt(time);
    t.frameAt(SCROLL_TO_TOP_MS);
    for (let i = 1; i < t.writes.length; i += 1)
      expect(t.writes[i]).toBeLessThanOrEqual(t.writes[i - 1]!);
    expect(t.writes.at(-1)).toBe(0);
  });

  it('stops when cancelled', () => {
    const t = setup(1000);
    const cancel = animateScroll(t.scroller, 0, t);
    t.frameAt(0);
    cancel();
    expect(t.hasPending()).toBe(false);
    expect(t.writes).toEqual([1000]);
  });

  it('does nothing when already there', () => {
    const t = setup(0);
    animateScroll(t.scroller, 0, t);
    expect(t.hasPending()).toBe(false);
  });
});
