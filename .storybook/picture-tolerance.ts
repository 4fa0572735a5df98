/**
 * How far a picture may stray from its baseline and still match it: the story tests' comparator
 * (vitest.setup.ts) and the update step, which keeps a baseline the new picture still matches
 * (scripts/baselines.ts), so an update never rewrites a picture with the renderer's noise.
 * Per-pixel colour distance as Playwright's default; a one-line shift moves hundreds of pixels,
 * far over the 40 allowed for anti-aliasing noise.
 */
export const PICTURE_TOLERANCE = { threshold: 0.2, allowedMismatchedPixels: 40 } as const;
