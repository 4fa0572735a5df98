import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodePicture, encodePicture, type Picture } from '../pictures/picture-compare.ts';
import { judgePicture, type Judging } from './story-picture.ts';

/** A 20×10 picture of one grey with `changed` pixels of another (under 40 is noise). */
function picture(grey: number, changed = 0): Picture {
  const data = Buffer.alloc(20 * 10 * 4);
  for (let i = 0; i < 200; i++) {
    const value = i < changed ? 255 - grey : grey;
    data.set([value, value, value, 255], i * 4);
  }
  return { width: 20, height: 10, data };
}

let dir = '';
let baselines = '';
let diffs = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'story-picture-'));
  baselines = join(dir, 'baselines');
  diffs = join(dir, 'diffs');
  mkdirSync(baselines);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The screen shows `frames` one capture after the other (the last one stays), each capture 100 ms
 * on a fake clock: how long the screen has kept still is counted on it, not waited for.
 */
function screen(frames: Picture[], options: Partial<Judging> = {}): Judging & { captures: number } {
  let clock = 0;
  const judging: Judging & { captures: number } = {
    captures: 0,
    baselines,
    diffs,
    update: false,
    now: () => clock,
    capture: (): Promise<Picture> => {
      clock += 100;
      const frame = frames[Math.min(judging.captures, frames.length - 1)];
      judging.captures += 1;
      return Promise.resolve(frame ?? picture(0));
    },
    ...options,
  };
  return judging;
}

const baseline = (name: string, shown: Picture) =>
  writeFileSync(join(baselines, `${name}.png`), encodePicture(shown));
const stored = (file: string) => decodePicture(readFileSync(file));

describe('a story picture against its baseline', () => {
  it('passes at the first capture that matches, within the noise allowed', async () => {
    baseline('home', picture(40));
    const judging = screen([picture(40, 10)]);
    expect(await judgePicture('home', judging)).toEqual({ pass: true });
    expect(judging.captures).toBe(1);
    expect(existsSync(diffs)).toBe(false);
  });

  it('waits for a screen still settling, then passes', async () => {
    baseline('home', picture(40));
    const judging = screen([picture(200), picture(120), picture(40)]);
    expect(await judgePicture('home', judging)).toEqual({ pass: true });
  });

  it('judges only a screen that kept still a while, not two captures of the same moment', async () => {
    baseline('home', picture(40));
    // Two equal captures of a screen still settling, then the screen as it ends.
    const judging = screen([picture(200), picture(200), picture(40)]);
    expect(await judgePicture('home', judging)).toEqual({ pass: true });
  });

  it('fails a picture that differs, with the picture and the difference for the report', async () => {
    baseline('home', picture(40));
    const verdict = await judgePicture('home', screen([picture(40, 60)]));
    expect(verdict).toEqual({
      pass: false,
      message: 'The picture does not match its baseline: 60 pixels differ (40 allowed).',
    });
    expect(stored(join(diffs, 'home-actual.png'))).toEqual(picture(40, 60));
    expect(existsSync(join(diffs, 'home-diff.png'))).toBe(true);
    // The baseline stays as it was.
    expect(stored(join(baselines, 'home.png'))).toEqual(picture(40));
  });

  it('fails a screen that never keeps still, and says so', async () => {
    baseline('home', picture(40));
    const frames = Array.from({ length: 200 }, (_, i) => picture(i % 2 ? 100 : 200));
    const verdict = await judgePicture('home', screen(frames, { stillWithinMs: 5_000 }));
    expect(verdict).toEqual({
      pass: false,
      message: 'The screen kept changing for 5 s: no still picture to compare.',
    });
  });

  it('fails a picture with no baseline, keeping it for the report', async () => {
    const verdict = await judgePicture('new-story', screen([picture(40)]));
    expect(verdict.pass).toBe(false);
    expect(verdict.message).toMatch(/No baseline yet/);
    expect(stored(join(diffs, 'new-story-reference.png'))).toEqual(picture(40));
    expect(existsSync(join(baselines, 'new-story.png'))).toBe(false);
  });

  it('takes the picture as the baseline while the pictures are taken (--update)', async () => {
    baseline('home', picture(40));
    const update = { update: true };
    expect(await judgePicture('new-story', screen([picture(200)], update))).toEqual({ pass: true });
    expect(await judgePicture('home', screen([picture(200)], update))).toEqual({ pass: true });
    expect(stored(join(baselines, 'new-story.png'))).toEqual(picture(200));
    expect(stored(join(baselines, 'home.png'))).toEqual(picture(200));
  });

  it('keeps a baseline the picture still matches while the pictures are taken', async () => {
    baseline('home', picture(40));
    const before = readFileSync(join(baselines, 'home.png'));
    await judgePicture('home', screen([picture(40, 5)], { update: true }));
    expect(readFileSync(join(baselines, 'home.png'))).toEqual(before);
  });

  it('reads and writes only a file name in its folders', async () => {
    await expect(judgePicture('../outside', screen([picture(40)]))).rejects.toThrow(
      "Not a picture's name",
    );
  });
});
