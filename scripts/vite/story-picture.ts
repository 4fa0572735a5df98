/**
 * The story tests' pictures (.storybook/vitest.setup.ts calls `commands.storyPicture`): the
 * phone's screen captured with one call to the browser, and compared here with its baseline,
 * .storybook/__screenshots__/<name>.png (picture-compare.ts).
 *
 * Not Vitest's toMatchScreenshot, which took an element's screenshot through Playwright: find the
 * element through the story's frame, wait for it to be visible and scrolled into view, measure
 * it, prepare every frame for the shot and wait for its fonts, capture, restore every frame. Each
 * is a round trip to a page busy with the story: 190 ms a picture, of which the capture was 50
 * (129 pictures of four story files on two workers), and ~920 pictures in a full run. The story
 * page knows where its screen is and has made it still itself (the STILL style, the fonts), so
 * only the capture is left to do here.
 *
 * The outcomes are Vitest's:
 * - the first capture matches the baseline: passed;
 * - otherwise captures until the screen keeps still (a screen caught mid-change is not judged),
 *   then compares the last: it matches, or the picture and the difference go to test-results/visual
 *   (<name>-actual.png, <name>-diff.png) for the report (scripts/pictures/visual.ts), and it fails;
 * - no baseline: the picture goes to test-results/visual/<name>-reference.png, and it fails;
 * - taking the pictures (`npm run test:visual -- --update`): the still capture is written as the
 *   baseline, unless it matches the one there.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { CDPSession, Page } from 'playwright';
import type { BrowserCommand } from 'vitest/node';
import {
  PICTURE_TOLERANCE,
  decodePicture,
  differingPixels,
  encodePicture,
  picturesMatch,
  type Picture,
} from '../pictures/picture-compare.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** Where and how a picture is judged; the test of this module gives its own. */
export interface Judging {
  /** The phone's screen now. */
  capture: () => Promise<Picture>;
  baselines: string;
  /** Where what differs goes, for the report (scripts/pictures/visual.ts). */
  diffs: string;
  /** Taking the pictures (`--update`): a picture that differs becomes the baseline. */
  update: boolean;
  now?: () => number;
  /** Long enough for a loaded CI machine to see the screen keep still. */
  stillWithinMs?: number;
  /**
   * How long the screen has to keep still before it is judged: a capture takes ~50-80 ms, and two
   * in a row can catch the same moment of a screen still settling (an avatar drawn late, a list
   * measuring its rows). Only when the first capture differs from the baseline.
   */
  stillForMs?: number;
}

/** The phone's screen, in CSS pixels of the test page (the story's frame is inside it). */
export interface ScreenRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PictureVerdict {
  pass: boolean;
  message?: string;
}

/** Captures until the screen has kept still for `stillForMs`: the last, or null if it never did. */
async function stillCapture(
  first: Picture,
  { capture, now = () => performance.now(), stillWithinMs = 15_000, stillForMs = 300 }: Judging,
): Promise<Picture | null> {
  const deadline = now() + stillWithinMs;
  let previous = first;
  let stillSince = now();
  while (now() < deadline) {
    const next = await capture();
    if (!picturesMatch(previous, next)) stillSince = now();
    else if (now() - stillSince >= stillForMs) return next;
    previous = next;
  }
  return null;
}

function write(file: string, picture: Picture): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, encodePicture(picture));
}

/** The picture `name` (a file name in the baselines' folder) against its baseline. */
export async function judgePicture(name: string, judging: Judging): Promise<PictureVerdict> {
  if (!/^[\w-]+$/.test(name)) throw new Error(`Not a picture's name: ${name}`);
  const { baselines, diffs, update } = judging;
  const baselineFile = join(baselines, `${name}.png`);
  const baseline = existsSync(baselineFile) ? decodePicture(readFileSync(baselineFile)) : null;
  const first = await judging.capture();
  if (baseline && picturesMatch(baseline, first)) return { pass: true };
  const still = await stillCapture(first, judging);
  if (!still) {
    const seconds = (judging.stillWithinMs ?? 15_000) / 1000;
    return {
      pass: false,
      message: `The screen kept changing for ${seconds} s: no still picture to compare.`,
    };
  }
  if (baseline && picturesMatch(baseline, still)) return { pass: true };
  if (update) {
    write(baselineFile, still);
    return { pass: true };
  }
  if (!baseline) {
    write(join(diffs, `${name}-reference.png`), still);
    return {
      pass: false,
      message: 'No baseline yet: take it with npm run test:visual -- --update <file>.',
    };
  }
  write(join(diffs, `${name}-actual.png`), still);
  const difference = Buffer.alloc(baseline.data.length);
  const differing = differingPixels(baseline, still, difference);
  if (!Number.isFinite(differing)) {
    return {
      pass: false,
      message: `The picture is ${still.width}×${still.height}, its baseline ${baseline.width}×${baseline.height}.`,
    };
  }
  write(join(diffs, `${name}-diff.png`), { ...baseline, data: difference });
  return {
    pass: false,
    message:
      `The picture does not match its baseline: ${differing} pixels differ ` +
      `(${PICTURE_TOLERANCE.allowedMismatchedPixels} allowed).`,
  };
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function devtoolsOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/** The same call Playwright's element screenshot ends with, for the same pixels. */
async function capture(page: Page, rect: ScreenRect): Promise<Picture> {
  const devtools = await devtoolsOf(page);
  const { data } = await devtools.send('Page.captureScreenshot', {
    format: 'png',
    clip: { ...rect, scale: 1 },
  });
  return decodePicture(Buffer.from(data, 'base64'));
}

export const storyPicture: BrowserCommand<[name: string, rect: ScreenRect]> = (
  { page },
  name,
  rect,
) =>
  judgePicture(name, {
    capture: () => capture(page, rect),
    baselines: join(ROOT, '.storybook', '__screenshots__'),
    diffs: join(ROOT, 'test-results', 'visual'),
    update: process.env.VITE_VISUAL_UPDATE === '1',
  });
