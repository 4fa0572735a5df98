import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedTests, failureLines } from './test-failures';

function report(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'test-failures-')), 'report.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe('failedTests', () => {
  it("reads Vitest's JSON report: each failed test with its first error line, colours removed", () => {
    const file = report({
      testResults: [
        {
          name: join(process.cwd(), 'a.stories.tsx'),
          status: 'failed',
          assertionResults: [
            {
              fullName: 'Pay > Vip State Unknown',
              status: 'failed',
              failureMessages: [
                '\n\u001b[31mTestingLibraryElementError: Unable to find\u001b[39m\n  at x',
              ],
            },
            { fullName: 'Pay > Success', status: 'passed', failureMessages: [] },
          ],
        },
        {
          name: join(process.cwd(), 'b.test.ts'),
          status: 'passed',
          assertionResults: [{ status: 'passed' }],
        },
      ],
    });
    expect(failedTests(file)).toEqual([
      {
        title: 'a.stories.tsx › Pay > Vip State Unknown',
        error: 'TestingLibraryElementError: Unable to find',
      },
    ]);
  });

  it('names a Vitest file that failed to load, which has no test of its own', () => {
    const file = report({
      testResults: [
        {
          name: join(process.cwd(), 'c.test.ts'),
          status: 'failed',
          message: 'SyntaxError: x',
          assertionResults: [],
        },
      ],
    });
    expect(failedTests(file)).toEqual([{ title: 'c.test.ts', error: 'SyntaxError: x' }]);
  });

  it("reads Playwright's JSON report: only unexpected results, with file, line and describes", () => {
    const test = (status: string, message?: string) => ({
      status,
      results: [
        {
          status: status === 'unexpected' ? 'failed' : 'passed',
          ...(message ? { error: { message } } : {}),
        },
      ],
    });
    const file = report({
      suites: [
        {
          file: 'wallet.spec.ts',
          title: 'wallet.spec.ts',
          specs: [
            { title: 'recharges', file: 'wallet.spec.ts', line: 12, tests: [test('expected')] },
          ],
          suites: [
            {
              title: 'withdrawal',
              specs: [
                {
                  title: 'asks for the pay password',
                  file: 'wallet.spec.ts',
                  line: 40,
                  tests: [test('unexpected', 'Error: Timed out 15000ms\nmore')],
                },
                {
                  title: 'skipped one',
                  file: 'wallet.spec.ts',
                  line: 60,
                  tests: [test('skipped')],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(failedTests(file)).toEqual([
      {
        title: 'wallet.spec.ts:40 › withdrawal › asks for the pay password',
        error: 'Error: Timed out 15000ms',
      },
    ]);
  });

  it('is empty without a report', () => {
    expect(failedTests(join(tmpdir(), 'no-such-report.json'))).toEqual([]);
  });
});

describe('failureLines', () => {
  it('prints nothing when nothing failed, and caps a long list', () => {
    expect(failureLines('e2e', [])).toEqual([]);
    const many = Array.from({ length: 3 }, (_, i) => ({ title: `t${i}`, error: '' }));
    expect(failureLines('e2e', many, 2)).toEqual([
      '  e2e:',
      '    ✘ t0',
      '    ✘ t1',
      '    … and 1 more',
    ]);
  });
});
