import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileTimes, slowestLines } from './test-times';

function report(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'test-times-')), 'report.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe('fileTimes', () => {
  it("reads Vitest's JSON report: each file from its start to its end, the slowest first", () => {
    const file = report({
      testResults: [
        {
          name: join(process.cwd(), 'a.test.ts'),
          startTime: 0,
          endTime: 1000,
          assertionResults: [{}],
        },
        {
          name: join(process.cwd(), 'b.test.ts'),
          startTime: 0,
          endTime: 3000,
          assertionResults: [{}, {}],
        },
      ],
    });
    expect(fileTimes(file)).toEqual([
      { file: 'b.test.ts', ms: 3000, tests: 2 },
      { file: 'a.test.ts', ms: 1000, tests: 1 },
    ]);
  });

  it("reads Playwright's JSON report: a file's tests summed, nested describes included", () => {
    const spec = (duration: number) => ({ tests: [{ results: [{ duration }] }] });
    const file = report({
      suites: [
        { file: 'one.spec.ts', specs: [spec(500)], suites: [{ specs: [spec(700), spec(300)] }] },
        { file: 'two.spec.ts', specs: [spec(2000)] },
      ],
    });
    expect(fileTimes(file)).toEqual([
      { file: 'two.spec.ts', ms: 2000, tests: 1 },
      { file: 'one.spec.ts', ms: 1500, tests: 3 },
    ]);
  });

  it('is empty without a report (a stage that failed to start, or one without a runner)', () => {
    expect(fileTimes(join(tmpdir(), 'no-such-report.json'))).toEqual([]);
    expect(slowestLines('lint', [])).toEqual([]);
  });
});

describe('slowestLines', () => {
  it('names the stage, its files and time, then the slowest files', () => {
    const times = [
      { file: 'b.spec.ts', ms: 3000, tests: 2 },
      { file: 'a.spec.ts', ms: 1000, tests: 1 },
    ];
    expect(slowestLines('e2e', times, 1)).toEqual([
      '  e2e: 2 files, 4 s in their workers; slowest:',
      '       3 s  b.spec.ts (2 tests)',
    ]);
  });
});
