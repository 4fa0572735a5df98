/**
 * How the story tests compare a picture with its baseline (scripts/vite/story-picture.ts), and
 * how the update step tells a picture that still matches (scripts/pictures/baselines.ts), so an update never
 * rewrites a picture with the renderer's noise: @blazediff/core, pixelmatch's algorithm, with the
 * defaults Vitest's own comparator used.
 * Per-pixel colour distance as Playwright's default; a one-line shift moves hundreds of pixels,
 * far over the 40 allowed for anti-aliasing noise.
 */
import { diff } from '@blazediff/core';
import { PNG } from 'pngjs';

export const PICTURE_TOLERANCE = { threshold: 0.2, allowedMismatchedPixels: 40 } as const;

/** RGBA, 8 bits a channel, as the comparator reads it. */
export interface Picture {
  width: number;
  height: number;
  data: Buffer;
}

export function decodePicture(png: Buffer): Picture {
  const { width, height, data } = PNG.sync.read(png);
  return { width, height, data };
}

export function encodePicture({ width, height, data }: Picture): Buffer {
  const png = new PNG({ width, height });
  png.data = data;
  return PNG.sync.write(png);
}

/**
 * How many pixels differ beyond the renderer's noise (Infinity when the sizes differ); `difference`,
 * when given, receives the difference image (red where they differ, yellow for anti-aliasing).
 */
export function differingPixels(a: Picture, b: Picture, difference?: Buffer): number {
  if (a.width !== b.width || a.height !== b.height) return Number.POSITIVE_INFINITY;
  return diff(a.data, b.data, difference, a.width, a.height, {
    threshold: PICTURE_TOLERANCE.threshold,
    includeAA: false,
    alpha: 0.1,
  });
}

export function picturesMatch(a: Picture, b: Picture): boolean {
  return differingPixels(a, b) <= PICTURE_TOLERANCE.allowedMismatchedPixels;
}
