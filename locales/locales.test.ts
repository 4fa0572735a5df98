import { describe, expect, it } from 'vitest';
import enUS from './en_US.json';
import ja from './ja.json';
import zhCN from './zh_CN.json';

type Tree = { [key: string]: string | Tree };

/** 'a.b.c' -> value, for every leaf. Arrays and non-string leaves are reported as they are. */
function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) {
    out.set(prefix, tree);
    return out;
  }
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else out.set(path, value);
  }
  return out;
}

const files = { zh_CN: flatten(zhCN), en_US: flatten(enUS), ja: flatten(ja) };
const reference = files.zh_CN;

/** {{name}} placeholders of a text, sorted. */
function placeholders(text: unknown): string[] {
  return typeof text === 'string'
    ? [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!).sort()
    : [];
}

describe('locales', () => {
  it.each(Object.entries(files))('%s has exactly the keys of zh_CN', (_name, keys) => {
    expect([...keys.keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it.each(Object.entries(files))('%s has a non-empty text for every key', (_name, keys) => {
    const bad = [...keys].filter(([, value]) => typeof value !== 'string' || !value.trim());
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it.each(Object.entries(files))('%s uses the same placeholders as zh_CN', (_name, keys) => {
    const differ = [...reference.keys()].filter(
      (key) => placeholders(keys.get(key)).join() !== placeholders(reference.get(key)).join(),
    );
    expect(differ).toEqual([]);
  });

  it('holds the error policy fallbacks and the progress label the providers use', () => {
    for (const keys of Object.values(files)) {
      for (const key of [
        'shell.progressLabel',
        'policy.saved',
        'policy.sessionExpired',
        'policy.generalFailure',
      ])
        expect(keys.get(key), key).toBeTruthy();
    }
  });
});

describe('keys used in the code', () => {
  // Every literal key passed to t() exists (keys built at run time are checked by their screens).
  const sources = import.meta.glob('../src/**/*.{ts,tsx}', {
    query: '?raw',
    import: 'default',
    eager: true,
  });

  it('exist in the locales', () => {
    const used = new Set<string>();
    for (const [file, text] of Object.entries(sources)) {
      if (/\.(test|stories)\.tsx?$/.test(file)) continue;
      for (const match of String(text).matchAll(/\bt\(\s*'([a-zA-Z][\w]*(?:\.[\w]+)+)'/g))
        used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((key) => !reference.has(key))).toEqual([]);
  });
});
