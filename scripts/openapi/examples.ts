/**
 * The document's examples, answered by the mock handlers from the seeded db (never written by
 * hand): for every call, its success with the example input of mocks/examples, and one answer per
 * failure code it can answer. Prism's mock (`prism mock public/api/openapi.json`) answers the
 * first, `success`, by default, and a failure when asked by name: `Prefer: example=code-10411`.
 *
 * A failure that carries data (the pay password's tries, a cooldown) is provoked as a member would
 * meet it (a wrong password, five in a row, a phone changed an hour ago); the other failures are
 * forced by the scenario grammar (`wallet.pay=code:10000`), as the QA panel forces them. Every
 * example is parsed by the contract's own schema before it goes in.
 */
import { getResponse } from 'msw';
import { z } from 'zod/mini';
import { fillPath, type Endpoint } from '../../src/api/contract.ts';
import { allEndpoints } from '../../src/api/endpoints/index.ts';
import { CODES } from '../../src/api/envelope.ts';
import { PROPOSED_CODES } from '../../src/api/proposed-codes.ts';
import { NAMED_TOKENS } from '../../fixtures/users.ts';
import { examples as inputs } from '../../mocks/examples/index.ts';
import { walletExampleScenarios } from '../../mocks/examples/wallet.ts';
import { handlers } from '../../mocks/handlers/index.ts';
import { applyScenario } from '../../mocks/runtime.ts';
import { errorCodesOf } from './error-codes.ts';

export interface Envelope {
  code: string;
  message: string;
  data: unknown;
  resultMap: unknown;
}

interface Input {
  path?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/** Where the examples' calls go: any origin, the handlers match the path. */
const BASE = 'http://api.example.test/';

async function call(endpoint: Endpoint, input: Input): Promise<Envelope> {
  const url = new URL(fillPath(endpoint.path, input.path as Record<string, string>), BASE);
  for (const [name, value] of Object.entries(input.query ?? {}))
    if (value !== undefined) url.searchParams.set(name, String(value));
  const headers = new Headers({ 'Accept-Language': 'en-US' });
  if (endpoint.access === 'private') headers.set('Authorization', NAMED_TOKENS.member);
  if (input.body) headers.set('Content-Type', 'application/json');
  const request = new Request(url, {
    method: endpoint.method,
    headers,
    body: input.body ? JSON.stringify(input.body) : undefined,
  });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`${endpoint.id}: no handler answered ${url.pathname}`);
  return (await response.json()) as Envelope;
}

const WRONG = { payPassword: '000000', password: 'wrong-pass-0' } as const;

/** The input with its password replaced by a wrong one: the pay password's, or the login's. */
function wrongInput(input: Input, kind: 'payPassword' | 'password'): Input {
  const body = { ...input.body };
  const keys =
    kind === 'payPassword' ? ['oldPayPassword', 'payPassword'] : ['oldPassword', 'password'];
  const key = keys.find((k) => k in body);
  if (!key) throw new Error(`no ${kind} to get wrong in ${JSON.stringify(input)}`);
  body[key] = WRONG[kind];
  return { ...input, body };
}

/**
 * Where a call's own example meets no password: wallet.pay's example pays by an outside channel;
 * the balance pay example pays the seeded VIP order from the balance, which asks for one.
 */
const PASSWORD_INPUT: Record<string, Input> = {
  'wallet.pay': inputs.wallet?.balancePay as Input,
};

/** Calls with a wrong password until the code comes (the lock comes after five). */
async function provoke(endpoint: Endpoint, ownInput: Input, code: string): Promise<Envelope> {
  const input = PASSWORD_INPUT[endpoint.id] ?? ownInput;
  const { payPasswordWrong, payPasswordLocked, identityLocked, phoneRecentlyChanged } =
    PROPOSED_CODES;
  applyScenario(
    code === phoneRecentlyChanged.code
      ? 'phone-changed-recently'
      : (walletExampleScenarios[endpoint.id] ?? ''),
  );
  if (code === phoneRecentlyChanged.code) return call(endpoint, input);
  const kind = code === identityLocked.code ? 'password' : 'payPassword';
  const wrong = wrongInput(input, kind);
  const tries = code === payPasswordWrong.code ? 1 : 10;
  let answer: Envelope | undefined;
  for (let i = 0; i < tries && answer?.code !== code; i++) answer = await call(endpoint, wrong);
  if (!answer || answer.code !== code)
    throw new Error(`${endpoint.id}: provoking ${code} answered ${answer?.code}`);
  void payPasswordLocked;
  return answer;
}

/** Every call's examples, by operation id, then by example name (`success`, `code-10000`…). */
export async function operationExamples(): Promise<Record<string, Record<string, Envelope>>> {
  const out: Record<string, Record<string, Envelope>> = {};
  for (const endpoint of allEndpoints()) {
    const [area = '', name = ''] = endpoint.id.split('.');
    const input = (inputs[area]?.[name] ?? {}) as Input;
    applyScenario(walletExampleScenarios[endpoint.id] ?? '');
    const success = await call(endpoint, input);
    if (success.code !== CODES.success || !z.safeParse(endpoint.data, success.data).success)
      throw new Error(`${endpoint.id}: the example input answered ${JSON.stringify(success)}`);
    const named: Record<string, Envelope> = { success };
    for (const { code, data } of errorCodesOf(endpoint)) {
      let failure: Envelope;
      if (data) {
        failure = await provoke(endpoint, input, code);
        if (!z.safeParse(data, failure.data).success)
          throw new Error(
            `${endpoint.id}: ${code}'s data does not parse: ${JSON.stringify(failure)}`,
          );
      } else {
        // A forced code answers before the handler reads the db: no fresh one needed.
        applyScenario(`${endpoint.id}=code:${code}`, { keepDb: true });
        failure = await call(endpoint, input);
        if (failure.code !== code)
          throw new Error(`${endpoint.id}: forced ${code}, got ${failure.code}`);
      }
      named[`code-${code}`] = failure;
    }
    out[endpoint.id] = named;
  }
  applyScenario('');
  return out;
}
