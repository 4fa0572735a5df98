/**
 * Writes the contract's OpenAPI document:        npm run api:spec
 * Checks that the committed copy is current:     npm run api:check  (also lints it with Redocly)
 *
 * The document is public/api/openapi.json: the dev server and Storybook serve it at
 * /api/openapi.json, where the API reference page (scripts/openapi/reference.html) reads it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildDocument } from './document.ts';
import { operationExamples } from './examples.ts';

export const documentPath = fileURLToPath(
  new URL('../../public/api/openapi.json', import.meta.url),
);

async function render(): Promise<string> {
  const { version } = JSON.parse(
    readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  ) as { version: string };
  // The examples come from the mock handlers and the seeded db (examples.ts), never by hand.
  const json = JSON.stringify(buildDocument(version, await operationExamples()), null, 2);
  // Formatted as `prettier --check .` wants it, so the lint stage and this check agree.
  return format(json, { ...(await resolveConfig(documentPath)), filepath: documentPath });
}

const check = process.argv.includes('--check');
const text = await render();
if (!check) {
  writeFileSync(documentPath, text);
  console.info(`Wrote ${documentPath}`);
} else {
  let committed = '';
  try {
    committed = readFileSync(documentPath, 'utf8');
  } catch {
    // A missing document is a difference like any other.
  }
  if (committed !== text) {
    console.error(
      `${documentPath} is not what the contract generates: run \`npm run api:spec\` and commit it.`,
    );
    process.exit(1);
  }
  console.info('OpenAPI document matches the contract.');
}
