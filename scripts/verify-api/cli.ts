/**
 * Checks any API host against the contract, reading only:
 *
 *   npm run verify:api -- --api http://127.0.0.1:8787/ [--account lin_xiao --password pass1234]
 *                         [--json report.json] [--seed keyword=aya ...]
 *
 * Exit 0: every answer matches; 1: a mismatch (the table names the field); 2: bad input (a
 * malformed URL, a host that does not answer, a web page instead of JSON, a refused sign-in).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { BadInput, verify, type Options } from './run.ts';
import { formatTable } from './table.ts';

function options(): Options & { json?: string } {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        api: { type: 'string' },
        account: { type: 'string' },
        password: { type: 'string' },
        json: { type: 'string' },
        seed: { type: 'string', multiple: true },
      },
    }));
  } catch (error) {
    throw new BadInput((error as Error).message);
  }
  if (!values.api)
    throw new BadInput('Missing --api URL (the API host, e.g. http://127.0.0.1:8787/).');
  let api: URL;
  try {
    api = new URL(values.api.endsWith('/') ? values.api : `${values.api}/`);
  } catch {
    throw new BadInput(`--api ${values.api} is not a URL (e.g. https://api.example.com/).`);
  }
  if (api.protocol !== 'http:' && api.protocol !== 'https:')
    throw new BadInput(`--api ${values.api} is not an http(s) URL.`);
  if (Boolean(values.account) !== Boolean(values.password))
    throw new BadInput('--account and --password go together.');
  const seeds: Record<string, string> = {};
  for (const pair of values.seed ?? []) {
    const [name, ...rest] = pair.split('=');
    if (!name || rest.length === 0) throw new BadInput(`--seed ${pair}: expected name=value.`);
    seeds[name] = rest.join('=');
  }
  return { api, account: values.account, password: values.password, json: values.json, seeds };
}

try {
  const { json, ...input } = options();
  const report = await verify(input);
  console.info(formatTable(report));
  if (json) writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  process.exit(report.ok ? 0 : 1);
} catch (error) {
  if (!(error instanceof BadInput)) throw error;
  console.error(`verify:api: ${error.message}`);
  process.exit(2);
}
