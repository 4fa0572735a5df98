import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HttpHandler } from 'msw';
import { configureClient, request } from '@/api/client';
import { toRoutePattern, type Endpoint, type EndpointInput } from '@/api/contract';
import { allEndpoints, contract } from '@/api/endpoints';
import { NAMED_TOKENS } from '@fixtures/users';
import { examples } from './examples';
import { walletExampleScenarios } from './examples/wallet';
import { handlers } from './handlers';
import { applyScenario } from './runtime';

/** The ledger: ../shared/spec is the source of truth; fixtures/ledger keeps a copy for fresh machines. */
function ledgerText(name: string): string {
  const shared = join(process.cwd(), '../shared/spec', name);
  const copy = join(process.cwd(), 'fixtures/ledger', name);
  if (existsSync(shared)) {
    expect(readFileSync(copy, 'utf8'), `fixtures/ledger/${name} is out of date`).toBe(
      readFileSync(shared, 'utf8'),
    );
    return readFileSync(shared, 'utf8');
  }
  return readFileSync(copy, 'utf8');
}

interface LedgerLine {
  area: string;
  method: string;
  path: string;
}

const ledger: LedgerLine[] = ledgerText('endpoints.tsv')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [area = '', method = '', path = ''] = line.split('\t');
    return { area, method, path };
  });

const endpoints = allEndpoints();
const normalise = (path: string) => path.replace(/\{\w+\}/g, '{}');

describe('the contract', () => {
  it('gives every endpoint a unique id and a unique method + path', () => {
    expect(new Set(endpoints.map((e) => e.id)).size).toBe(endpoints.length);
    expect(new Set(endpoints.map((e) => `${e.method} ${normalise(e.path)}`)).size).toBe(
      endpoints.length,
    );
  });

  it('declares every line of the ledger', () => {
    const missing: string[] = [];
    const openLines = new Map<string, number>();
    for (const line of ledger) {
      const open = line.path.startsWith('DESIGN') || line.path.endsWith('...');
      if (open) {
        const key = `${line.area} ${line.method}`;
        openLines.set(key, (openLines.get(key) ?? 0) + 1);
        continue;
      }
      const wanted = normalise(line.path);
      const found = endpoints.some(
        (e) =>
          e.method === line.method &&
          // A ledger path may be followed by path parameters ("type and userId in the path").
          (normalise(e.path) === wanted ||
            normalise(e.path).startsWith(wanted.endsWith('/') ? wanted : `${wanted}/{}`)),
      );
      if (!found) missing.push(`${line.method} ${line.path}`);
    }
    expect(missing).toEqual([]);
    // Lines the spec leaves open are designed here and flagged `proposed`.
    for (const [key, count] of openLines) {
      const [area, method] = key.split(' ');
      const proposed = endpoints.filter(
        (e) => e.proposed && e.method === method && e.id.startsWith(`${area}.`),
      );
      expect(proposed.length, `proposed ${key} endpoints`).toBeGreaterThanOrEqual(count);
    }
  });

  it('has exactly one mock handler per endpoint', () => {
    const routes = (handlers as HttpHandler[]).map(
      (h) => `${String(h.info.method)} ${String(h.info.path)}`,
    );
    for (const e of endpoints) {
      const route = `${e.method} */${toRoutePattern(e.path)}`;
      expect(
        routes.filter((r) => r === route),
        e.id,
      ).toHaveLength(1);
    }
  });

  it('has an example input for every endpoint', () => {
    for (const [area, group] of Object.entries(contract)) {
      for (const name of Object.keys(group)) {
        expect(examples[area]?.[name], `example for ${area}.${name}`).toBeDefined();
      }
    }
  });
});

describe('every handler answers its example within the contract', () => {
  beforeEach(() => {
    configureClient({
      getToken: () => NAMED_TOKENS.member,
      apply: () => {},
      getStatisticsBase: () => 'https://stats-a.media.test/',
    });
  });
  const cases = Object.entries(contract).flatMap(([area, group]) =>
    Object.entries(group as Record<string, Endpoint>).map(([name, endpoint]) => ({
      id: `${area}.${name}`,
      area,
      name,
      endpoint,
    })),
  );
  it.each(cases)('$id', async ({ area, name, endpoint }) => {
    const input = examples[area]?.[name] as EndpointInput<Endpoint> | undefined;
    expect(input).toBeDefined();
    applyScenario(walletExampleScenarios[`${area}.${name}`] ?? '');
    await expect(request(endpoint, input!)).resolves.not.toBeInstanceOf(Error);
  });
});
