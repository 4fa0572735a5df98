/**
 * Prints the endpoints whose paths the specification left open (designed here, `proposed: true`)
 * as a Markdown table, for the backend team to confirm:  npx tsx scripts/list-proposed.ts
 */
import { allEndpoints } from '../src/api/endpoints/index.ts';

const rows = allEndpoints()
  .filter((e) => e.proposed)
  .map((e) => `| ${e.id} | ${e.method} | \`${e.path}\` | ${e.access} | ${e.summary} |`);
console.info(
  ['| id | method | path | access | purpose |', '|---|---|---|---|---|', ...rows].join('\n'),
);
console.info(`\n${rows.length} proposed of ${allEndpoints().length} endpoints.`);
