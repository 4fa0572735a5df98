import { PNG } from 'pngjs';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BASELINES,
  afterUpdate,
  beforeUpdate,
  pictureNames,
  pixelsOf,
  readSameAs,
  restoreLeftOut,
  sizeReport,
} from './baselines.ts';

/** A 40×30 picture of one colour with a square of another: an unoptimised PNG, as a browser's. */
function picture(colour: number, square = 0): Buffer {
  const png = new PNG({ width: 40, height: 30 });
  for (let i = 0; i < png.data.length; i += 4) {
    const x = (i / 4) % 40;
    const value = x >= 10 && x < 20 ? square : colour;
    png.data.set([value, value, 255 - value, 255], i);
  }
  return PNG.sync.write(png, { deflateLevel: 0 });
}

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function folder(pictures: Record<string, Buffer>): string {
  dir = mkdtempSync(join(tmpdir(), 'baselines-'));
  for (const [name, png] of Object.entries(pictures)) writeFileSync(join(dir, `${name}.png`), png);
  return dir;
}

describe('the visual baselines', () => {
  it('name in same.json only pictures stored under another name', () => {
    const stored = new Set(pictureNames(BASELINES));
    for (const [name, target] of Object.entries(readSameAs(BASELINES))) {
      expect(stored.has(name), `${name} is stored and left out`).toBe(false);
      expect(stored.has(target), `${name} is compared with ${target}, which is missing`).toBe(true);
    }
  });

  it('are stored compressed, identical pictures once, with the same pixels', async () => {
    const pictures = {
      'a-story-dark-zh_CN': picture(10, 200),
      'a-story-dark-en_US': picture(10, 200),
      'another-state-dark-zh_CN': picture(10, 200),
      'b-story-dark-zh_CN': picture(90),
    };
    const at = folder(pictures);
    const { grown } = await afterUpdate(null, at);
    expect(pictureNames(at)).toEqual(['a-story-dark-zh_CN', 'b-story-dark-zh_CN']);
    expect(readSameAs(at)).toEqual({
      'a-story-dark-en_US': 'a-story-dark-zh_CN',
      'another-state-dark-zh_CN': 'a-story-dark-zh_CN',
    });
    for (const [name, png] of Object.entries(pictures)) {
      const stored = readFileSync(join(at, `${readSameAs(at)[name] ?? name}.png`));
      expect(pixelsOf(stored)).toBe(pixelsOf(png));
      expect(stored.length).toBeLessThan(png.length);
    }
    expect(grown.map(([name]) => name).sort()).toEqual(pictureNames(at));
  });

  it('keep the bytes of what did not change in an update, and list what grew', async () => {
    const at = folder({ same: picture(10), changed: picture(20) });
    await afterUpdate(null, at);
    const kept = readFileSync(join(at, 'same.png'));
    const before = beforeUpdate(at);
    // The story run writes every picture again, as the browser encodes it.
    writeFileSync(join(at, 'same.png'), picture(10));
    writeFileSync(join(at, 'changed.png'), picture(20, 250));
    writeFileSync(join(at, 'new.png'), picture(30));
    const { grown } = await afterUpdate(before, at);
    expect(readFileSync(join(at, 'same.png')).equals(kept)).toBe(true);
    const changed = readFileSync(join(at, 'changed.png'));
    expect(pixelsOf(changed)).toBe(pixelsOf(picture(20, 250)));
    expect(changed.length).toBeLessThan(picture(20, 250).length);
    // Grown: by bytes (the changed picture happens to be no larger).
    expect(grown.map(([name]) => name)).toContain('new');
    expect(grown.map(([name]) => name)).not.toContain('same');
  });

  it('keep a picture the story tests still take for its baseline: noise is not a change', async () => {
    const at = folder({ noisy: picture(10, 200), moved: picture(90, 30) });
    await afterUpdate(null, at);
    const kept = readFileSync(join(at, 'noisy.png'));
    const before = beforeUpdate(at);
    // A few pixels a shade off (anti-aliasing), against a whole column of another colour.
    const noisy = PNG.sync.read(picture(10, 200));
    for (const pixel of [0, 41, 400, 1000, 1199]) noisy.data.set([14, 12, 250, 255], pixel * 4);
    noisy.data.set([200, 200, 55, 255], 5 * 4);
    writeFileSync(join(at, 'noisy.png'), PNG.sync.write(noisy));
    const moved = PNG.sync.read(picture(90, 30));
    // The square three columns narrower: 90 pixels, over the 40 allowed.
    for (let y = 0; y < 30; y++)
      for (const x of [10, 11, 12]) moved.data.set([90, 90, 165, 255], (y * 40 + x) * 4);
    writeFileSync(join(at, 'moved.png'), PNG.sync.write(moved));
    await afterUpdate(before, at);
    expect(readFileSync(join(at, 'noisy.png')).equals(kept)).toBe(true);
    expect(pixelsOf(readFileSync(join(at, 'moved.png')))).toBe(pixelsOf(PNG.sync.write(moved)));
  });

  it('put back what an update did not take, or drop it after a full run (no story takes it)', async () => {
    const at = folder({ kept: picture(50), gone: picture(60), twin: picture(50) });
    await afterUpdate(null, at);
    const partial = beforeUpdate(at);
    expect(pictureNames(at)).toEqual([]);
    writeFileSync(join(at, 'kept.png'), picture(50));
    await afterUpdate(partial, at);
    expect(pictureNames(at)).toEqual(['gone', 'kept']);
    expect(readSameAs(at)).toEqual({ twin: 'kept' });

    const full = beforeUpdate(at);
    writeFileSync(join(at, 'kept.png'), picture(50));
    const { removed } = await afterUpdate(full, at, { prune: true });
    expect(removed.sort()).toEqual(['gone', 'twin']);
    expect(pictureNames(at)).toEqual(['kept']);
    expect(readSameAs(at)).toEqual({});
  });

  it('write the left-out pictures back before an update, each by its own name', async () => {
    const at = folder({ one: picture(40), two: picture(40) });
    await afterUpdate(null, at);
    expect(existsSync(join(at, 'two.png'))).toBe(false);
    restoreLeftOut(at);
    expect(pictureNames(at)).toEqual(['one', 'two']);
    expect(existsSync(join(at, 'same.json'))).toBe(false);
  });

  it('make an update that grows them by more than 2 MB list the pictures that grew', () => {
    const MB = 1024 * 1024;
    const small = sizeReport(30 * MB, { size: 31 * MB, grown: [['a', MB]] });
    expect(small).toBe('Visual baselines: 30.0 MB -> 31.0 MB');
    const large = sizeReport(30 * MB, {
      size: 33 * MB,
      grown: [
        ['big-story-dark-zh_CN', 2 * MB],
        ['new-story-dark-zh_CN', MB],
      ],
    });
    expect(large).toContain('grew by 3.0 MB');
    expect(large).toContain('+2048 KB  big-story-dark-zh_CN.png');
    expect(large).toContain('+1024 KB  new-story-dark-zh_CN.png');
    expect(sizeReport(30 * MB, { size: 41 * MB, grown: [] })).toContain('Over the budget');
  });
});
