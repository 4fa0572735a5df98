/**
 * Edits one top-level section of the three locale files without touching the others, so that
 * several people can add strings at once:
 *   npx tsx scripts/locales/locale-section.ts extract <section> <dir>   # writes <dir>/{zh_CN,en_US,ja}.json
 *   npx tsx scripts/locales/locale-section.ts merge <section> <dir>     # reads them back into locales/
 * The merge re-reads each locale file right before writing it, keys stay sorted as they were.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LANGS = ['zh_CN', 'en_US', 'ja'] as const;
const [mode, section, dir] = process.argv.slice(2);
if (!mode || !section || !dir || !['extract', 'merge'].includes(mode)) {
  console.error('usage: locale-section.ts extract|merge <section> <dir>');
  process.exit(2);
}

for (const lang of LANGS) {
  const file = join(process.cwd(), 'locales', `${lang}.json`);
  const part = join(dir, `${lang}.json`);
  const locale = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  if (mode === 'extract') {
    mkdirSync(dir, { recursive: true });
    writeFileSync(part, `${JSON.stringify(locale[section] ?? {}, null, 2)}\n`);
  } else {
    if (!existsSync(part)) throw new Error(`${part} is missing`);
    locale[section] = JSON.parse(readFileSync(part, 'utf8')) as unknown;
    writeFileSync(file, `${JSON.stringify(locale, null, 2)}\n`);
  }
}
console.info(`${mode}: ${section} (${LANGS.join(', ')})`);
