/**
 * The visual baselines' weight (.storybook/__screenshots__), kept down by the update step
 * (scripts/pictures/visual.ts --update) and checked by `npm test` (baselines.test.ts):
 * - every picture stored losslessly compressed (oxipng, through @napi-rs/image): the same pixels
 *   in fewer bytes, checked by decoding both;
 * - a picture identical to another (a story that looks the same in English as in Chinese, a
 *   state with no visual change from another) is stored once: same.json names the picture each
 *   left-out one is compared with;
 * - a picture that still matches its baseline (the same pixels, or within the story tests'
 *   tolerance: the renderer's anti-aliasing noise) keeps its bytes, so an update changes only
 *   what changed.
 *
 * Once, for baselines taken before this (the lead's one-off, no browser needed):
 *   npx tsx scripts/pictures/baselines.ts --compress [folder]
 */
import { losslessCompressPng } from '@napi-rs/image';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { decodePicture, picturesMatch } from './picture-compare.ts';

export const BASELINES = resolve(import.meta.dirname, '..', '..', '.storybook', '__screenshots__');
/** Budget of the folder (npm test fails over it) and of an update's growth (it says why). */
export const BUDGET_BYTES = 40 * 1024 * 1024;
export const GROWTH_TO_EXPLAIN_BYTES = 2 * 1024 * 1024;

/** `{ "<picture left out>": "<picture it is identical to>" }`, names without `.png`. */
export type SameAs = Record<string, string>;

export function sameAsFile(dir = BASELINES): string {
  return join(dir, 'same.json');
}

export function readSameAs(dir = BASELINES): SameAs {
  const file = sameAsFile(dir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SameAs) : {};
}

function writeSameAs(sameAs: SameAs, dir: string): void {
  const sorted = Object.fromEntries(Object.entries(sameAs).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(sameAsFile(dir), `${JSON.stringify(sorted, null, 2)}\n`);
}

export function pictureNames(dir = BASELINES): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.png'))
    .map((file) => file.slice(0, -'.png'.length))
    .sort();
}

export function folderBytes(dir = BASELINES): number {
  return pictureNames(dir).reduce((total, name) => total + statSync(pngOf(name, dir)).size, 0);
}

const pngOf = (name: string, dir: string) => join(dir, `${name}.png`);

/** What the picture shows (as the comparator decodes it: RGBA, 8 bits a channel), as a hash. */
export function pixelsOf(png: Buffer): string {
  const { width, height, data } = decodePicture(png);
  return createHash('sha256').update(`${width}x${height}:`).update(data).digest('hex');
}

/**
 * The same pixels in fewer bytes, or the input when oxipng finds nothing to save. Refuses, rather
 * than store, an output that decodes to other pixels.
 */
export async function compressed(png: Buffer): Promise<Buffer> {
  const smaller = await losslessCompressPng(png, { strip: true });
  if (smaller.length >= png.length) return png;
  if (pixelsOf(smaller) !== pixelsOf(png)) throw new Error('oxipng changed the pixels');
  return smaller;
}

/** Whether the story tests would still take `now` for the baseline `was` (picture-compare.ts). */
export function stillMatches(was: Buffer, now: Buffer): boolean {
  return picturesMatch(decodePicture(was), decodePicture(now));
}

/** Runs `work` over `items`, one task per core (oxipng's work runs off the main thread). */
async function eachInParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
}

/** Each picture's pixels and bytes, before an update: what "unchanged" and "grown" refer to. */
export interface Before {
  pixels: Map<string, string>;
  bytes: Map<string, Buffer>;
  size: number;
}

/** Every left-out picture written back under its own name; same.json goes. */
export function restoreLeftOut(dir = BASELINES): void {
  for (const [name, target] of Object.entries(readSameAs(dir))) {
    const stored = pngOf(target, dir);
    if (existsSync(stored)) writeFileSync(pngOf(name, dir), readFileSync(stored));
  }
  rmSync(sameAsFile(dir), { force: true });
}

/**
 * Before an update: what each picture looks like is remembered (left-out ones under their own
 * names), and the folder is emptied, so the story run writes every picture it takes (Vitest
 * leaves a matching reference untouched: an untouched file could not be told from one no story
 * takes any more). afterUpdate puts back what the run did not take. (Interrupted in between, the
 * folder is back with `git checkout .storybook/__screenshots__`.)
 */
export function beforeUpdate(dir = BASELINES): Before {
  const size = folderBytes(dir);
  restoreLeftOut(dir);
  const pixels = new Map<string, string>();
  const bytes = new Map<string, Buffer>();
  for (const name of pictureNames(dir)) {
    const png = readFileSync(pngOf(name, dir));
    bytes.set(name, png);
    pixels.set(name, pixelsOf(png));
    rmSync(pngOf(name, dir));
  }
  return { pixels, bytes, size };
}

/**
 * After an update (or on its own, with no `before`): unchanged pictures get their old bytes back,
 * the others are compressed, identical ones are stored once. A picture the run did not take is
 * put back, unless `prune` (a full run that passed: no story takes it any more). Returns what
 * grew, for the report.
 */
export async function afterUpdate(
  before: Before | null,
  dir = BASELINES,
  { prune = false } = {},
): Promise<{ size: number; grown: Array<[string, number]>; removed: string[] }> {
  const pixels = new Map<string, string>();
  const taken = new Set(pictureNames(dir));
  const removed: string[] = [];
  for (const [name, png] of before?.bytes ?? []) {
    if (taken.has(name)) continue;
    if (prune) {
      removed.push(name);
    } else {
      writeFileSync(pngOf(name, dir), png);
      pixels.set(name, before!.pixels.get(name)!);
    }
  }
  await eachInParallel([...taken], async (name) => {
    const file = pngOf(name, dir);
    const png = readFileSync(file);
    const now = pixelsOf(png);
    const old = before?.bytes.get(name);
    const was = before?.pixels.get(name);
    const unchanged = old && was && (was === now || stillMatches(old, png));
    pixels.set(name, unchanged ? was : now);
    const kept = unchanged ? old : await compressed(png);
    if (!kept.equals(png)) writeFileSync(file, kept);
  });

  const sameAs = storeOnce(pixels, dir);
  writeSameAs(sameAs, dir);

  const grown: Array<[string, number]> = [];
  for (const name of pictureNames(dir)) {
    const was = before?.bytes.get(name)?.length ?? 0;
    const growth = statSync(pngOf(name, dir)).size - was;
    if (growth > 0) grown.push([name, growth]);
  }
  grown.sort((a, b) => b[1] - a[1]);
  return { size: folderBytes(dir), grown, removed };
}

/**
 * Pictures with the same pixels keep one file: the one in the default mode (dark, zh_CN) where
 * there is one, so the picture a reviewer opens first is the stored one.
 */
function storeOnce(pixels: Map<string, string>, dir: string): SameAs {
  const groups = new Map<string, string[]>();
  for (const [name, hash] of pixels) groups.set(hash, [...(groups.get(hash) ?? []), name]);
  const rank = (name: string) =>
    (name.endsWith('-dark-zh_CN') ? 0 : 2) + (name.includes('-zh_CN') ? 0 : 1);
  const sameAs: SameAs = {};
  for (const names of groups.values()) {
    if (names.length < 2) continue;
    const [kept, ...others] = names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
    for (const name of others) {
      sameAs[name] = kept!;
      rmSync(pngOf(name, dir));
    }
  }
  return sameAs;
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What an update did to the folder; over 2 MB more, the pictures that grew, largest first. */
export function sizeReport(
  before: number,
  { size, grown }: { size: number; grown: Array<[string, number]> },
): string {
  const lines = [`Visual baselines: ${megabytes(before)} -> ${megabytes(size)}`];
  if (size - before > GROWTH_TO_EXPLAIN_BYTES) {
    lines.push(
      `They grew by ${megabytes(size - before)} (more than ${megabytes(GROWTH_TO_EXPLAIN_BYTES)}): ` +
        'say why in the commit. The pictures that grew:',
      ...grown.map(([name, growth]) => `  +${(growth / 1024).toFixed(0)} KB  ${name}.png`),
    );
  }
  if (size > BUDGET_BYTES) {
    lines.push(
      `Over the budget of ${megabytes(BUDGET_BYTES)}: npm test fails until they are lighter.`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] === import.meta.filename && process.argv.includes('--compress')) {
  const dir = resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? BASELINES);
  const size = folderBytes(dir);
  const started = performance.now();
  // No `before`: every picture is compressed (its pixels checked), identical ones stored once.
  restoreLeftOut(dir);
  const after = await afterUpdate(null, dir);
  console.info(sizeReport(size, { ...after, grown: [] }));
  console.info(
    `${pictureNames(dir).length} pictures, ${Object.keys(readSameAs(dir)).length} left out as identical to another, in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}
