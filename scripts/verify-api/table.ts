// The verifier's report printed for a person (scripts/verify-api/cli.ts).
import type { Report } from './run.ts';

/** The report as a plain-text table, one row per call, widths fitted to the content. */
export function formatTable(report: Report): string {
  const head = ['endpoint', 'path', 'status', 'code', 'schema', 'ms'];
  const body = report.rows.map((r) => [
    r.id,
    r.path,
    r.status === null ? '-' : String(r.status),
    r.code ?? '-',
    r.detail,
    r.ms === null ? '-' : String(r.ms),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  // The last column is short; the schema column may be long and is not padded past the longest.
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 5 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  const failed = report.rows.filter((r) => !r.ok).length;
  const called = report.rows.filter((r) => !r.skipped).length;
  return [
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...body.map(line),
    '',
    `${called} called, ${report.rows.length - called} skipped, ${failed} failed; ` +
      `not called (they write): ${Object.keys(report.notCalled).join(', ')}`,
  ].join('\n');
}
