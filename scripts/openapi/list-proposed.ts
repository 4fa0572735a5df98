/**
 * Prints the endpoints whose paths the specification left open (designed here, `proposed: true`)
 * as a Markdown table, for the backend team to confirm, then what the client expects of the spec's
 * own calls where the spec is silent (`expects`):  npx tsx scripts/openapi/list-proposed.ts
 */
import { allEndpoints } from '../../src/api/endpoints/index.ts';
import { PROPOSED_CODES } from '../../src/api/proposed-codes.ts';

const rows = allEndpoints()
  .filter((e) => e.proposed)
  .map((e) => `| ${e.id} | ${e.method} | \`${e.path}\` | ${e.access} | ${e.summary} |`);
console.info(
  ['| id | method | path | access | purpose |', '|---|---|---|---|---|', ...rows].join('\n'),
);
console.info(`\n${rows.length} proposed of ${allEndpoints().length} endpoints.`);

// The spec's paths on which the client relies on something the spec leaves unsaid.
const expected = allEndpoints()
  .filter((e) => e.expects)
  .map((e) => `| ${e.id} | ${e.method} | \`${e.path}\` | ${e.expects ?? ''} |`);
console.info(
  [
    '\nWhat the client expects of calls the spec names but does not detail:\n',
    '| id | method | path | expects |',
    '|---|---|---|---|',
    ...expected,
  ].join('\n'),
);

// Codes the client decides on that the spec does not give (src/api/proposed-codes.ts).
console.info(
  [
    '\nCodes the client expects that the spec does not give:\n',
    '| name | code | expects |',
    '|---|---|---|',
    ...Object.entries(PROPOSED_CODES).map(([name, c]) => `| ${name} | ${c.code} | ${c.expects} |`),
  ].join('\n'),
);
