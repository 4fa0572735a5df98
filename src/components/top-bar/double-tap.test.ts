import { describe, expect, it } from 'vitest';
import { DOUBLE_TAP_WINDOW_MS, createDoubleTapDetector } from './double-tap';

describe('createDoubleTapDetector', () => {
  it('fires on a second tap within 400 ms', () => {
    const detector = createDoubleTapDetector();
    expect(detector.tap(1000)).toBe(false);
    expect(detector.tap(1250)).toBe(true);
  });

  it('fires at exactly the window and not after it', () => {
    const a = createDoubleTapDetector();
    a.tap(0);
    expect(a.tap(DOUBLE_TAP_WINDOW_MS)).toBe(true);
    const b = createDoubleTapDetector();
    b.tap(0);
    expect(b.tap(DOUBLE_TAP_WINDOW_MS + 1)).toBe(false);
  });

  it('lets a late tap start a new pair', () => {
    const detector = createDoubleTapDetector();
    detector.tap(0);
    expect(detector.tap(900)).toBe(false);
    expect(detector.tap(1100)).toBe(true);
  });

  it('does not fire twice on a quick triple tap', () => {
    const detector = createDoubleTapDetector();
    expect(detector.tap(0)).toBe(false);
    expect(detector.tap(100)).toBe(true);
    expect(detector.tap(200)).toBe(false);
    expect(detector.tap(300)).toBe(true);
  });

  it('ignores a clock that goes backwards', () => {
    const detector = createDoubleTapDetector();
    detector.tap(1000);
    expect(detector.tap(900)).toBe(false);
  });

  it('forgets the first tap on reset', () => {
    const detector = createDoubleTapDetector();
    detector.tap(0);
    detector.reset();
    expect(detector.tap(100)).toBe(false);
  });

  it('takes another window', () => {
    const detector = createDoubleTapDetector(200);
    detector.tap(0);
    expect(detector.tap(300)).toBe(false);
  });
});
