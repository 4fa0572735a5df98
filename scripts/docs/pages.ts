// The pages the docs' tests read: README.md and every docs/*.md, from the repository's root.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');

export const PAGES = [
  'README.md',
  ...(existsSync(join(ROOT, 'docs')) ? readdirSync(join(ROOT, 'docs')) : [])
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

export const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
