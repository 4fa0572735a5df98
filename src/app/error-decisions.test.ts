import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { NAMED_TOKENS } from '@fixtures/users';
import { messageFor } from '@mocks/platform/messages';
import { applyScenario } from '@mocks/runtime';
import { ApiError, isApiError } from '@/api/api-error';
import { request } from '@/api/client';
import type { Endpoint, HttpMethod } from '@/api/contract';
import { allEndpoints } from '@/api/endpoints';
import { CATALOGUE_KEYS } from '@/api/catalogue';
import { PROPOSED_CODES } from '@/api/proposed-codes';
import { OrderAttemptError } from '@/lib/order-attempt';
import { describeOrderFailure, describeUnpaid, isShortfall } from '@/lib/pay-failure';
import { i18next } from '@/lib/i18n';
import { showNotification } from '@/lib/notify';
import type * as Notify from '@/lib/notify';
import { refusalText } from '@/lib/refusal-text';
import { signInAtom, tokenAtom } from '@/lib/session';
import { wireClient } from './client-effects';

/**
 * Issue 25: the client decides on codes, statuses and numbers, never on a message's wording. Every
 * case of errors.tsv is replayed twice through the real client (request(), the error policy of
 * src/api/error-policy.ts, the effects of ./client-effects.ts, the mock host): once with the
 * mock's own message, once with another text in another language. The decision (a notice or
 * not, its tone, whether it carries the server's words or a fallback, the end of the session and
 * so the way to /login/autologin, a refusal or a retryable failure) must be the same.
 */
// The notice's shape (failureNotice) is the real one; only showing it is replaced.
vi.mock('@/lib/notify', async (original) => ({
  ...(await original<typeof Notify>()),
  showNotification: vi.fn(),
}));

const OTHER_TEXT = 'Ganz andere Worte / 全く別の言葉';

/** The catalogue: ../shared/spec is the source of truth; fixtures/ledger keeps a copy. */
function errorCatalogue(): string[][] {
  const shared = join(process.cwd(), '../shared/spec/errors.tsv');
  const copy = join(process.cwd(), 'fixtures/ledger/errors.tsv');
  const text = readFileSync(existsSync(shared) ? shared : copy, 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split('\t'));
}

const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

/**
 * A private call of each method: for a forced success (`data: null`) one whose answer may be
 * empty; every GET answers data, so a success on GET is the mock's real answer (its message is
 * not read at all on GET).
 */
function callOf(method: HttpMethod, variant: string): { endpoint: Endpoint; variant: string } {
  const mine = allEndpoints().filter((e) => e.method === method && e.access === 'private');
  if (variant !== 'code:00000') return { endpoint: mine[0]!, variant };
  const empty = mine.find((e) => z.safeParse(e.data, null).success);
  return empty
    ? { endpoint: empty, variant }
    : { endpoint: allEndpoints().find((e) => e.id === 'wallet.paySafety')!, variant: '' };
}

/** A trigger of errors.tsv as mock variants: a code (any method or the one named), or none. */
function casesOf(trigger: string, where: string): Array<{ method: HttpMethod; variant: string }> {
  const methods = METHODS.includes(where as HttpMethod) ? [where as HttpMethod] : METHODS;
  const code = /^code (\d+)$/.exec(trigger)?.[1];
  if (code) return methods.map((method) => ({ method, variant: `code:${code}` }));
  if (trigger === 'success') return methods.map((method) => ({ method, variant: 'code:00000' }));
  if (trigger === 'network exception')
    return methods.map((method) => ({ method, variant: 'network' }));
  return [];
}

interface Observed {
  notice: { color: string | undefined; words: 'server' | 'fallback' } | null;
  sessionEnded: boolean;
  /** 'code': a refusal (the screen says why); 'network': no answer (retry); null: success. */
  failure: 'code' | 'network' | 'contract' | null;
}

async function replay(method: HttpMethod, variant: string, message: string): Promise<Observed> {
  const call = callOf(method, variant);
  const endpoint = call.endpoint;
  const withMessage = call.variant.startsWith('code:')
    ? `+message:${encodeURIComponent(message)}`
    : '';
  applyScenario(call.variant ? `${endpoint.id}=${call.variant}${withMessage}` : '');
  localStorage.clear();
  const store = createStore();
  wireClient(store);
  store.set(signInAtom, {
    token: NAMED_TOKENS.member,
    userId: '10001',
    username: 'lin_xiao',
    headImgUrl: null,
    imToken: 'im',
    loginType: 3,
    phoneAreaCode: '86',
    phoneNumber: '138****0001',
    uid: '10001',
    isVisitor: false,
  });
  const notify = vi.mocked(showNotification);
  notify.mockClear();
  const path = Object.fromEntries(
    [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, '1']),
  );
  const failure = await request(endpoint, { path, body: {}, query: {} } as never).then(
    () => null,
    (error: unknown) => (isApiError(error) ? error.kind : 'network'),
  );
  const shown = notify.mock.calls[0]?.[0];
  return {
    notice: shown
      ? { color: shown.color, words: shown.message === message ? 'server' : 'fallback' }
      : null,
    sessionEnded: store.get(tokenAtom) === null,
    failure,
  };
}

describe('every case of errors.tsv decides the same whatever the message says', () => {
  beforeEach(() => vi.mocked(showNotification).mockClear());
  afterEach(() => localStorage.clear());

  const cases = errorCatalogue().flatMap(([trigger = '', where = '', handling = '']) =>
    casesOf(trigger, where).map((c) => ({ ...c, trigger, handling })),
  );

  it('covers every code and transport line of the catalogue', () => {
    const triggers = new Set(cases.map((c) => c.trigger));
    for (const code of ['00000', '10000', '10201', '10203', '10301', '401', '10101', '10103'])
      expect(triggers).toContain(`code ${code}`);
    expect(triggers).toContain('success');
    expect(triggers).toContain('network exception');
  });

  it.each(cases)('$trigger on $method ($handling)', async ({ method, variant }) => {
    // The mock's own message for the code (in the app's default language).
    const mockWords = variant.startsWith('code:') ? messageFor(variant.slice(5), 'zh_CN') : '';
    const withMockWords = await replay(method, variant, mockWords);
    const withOtherWords = await replay(method, variant, OTHER_TEXT);
    expect(withOtherWords).toEqual(withMockWords);
  });
});

describe("the catalogue's messages (section 8) are ours, by their code, whatever the words", () => {
  it.each(Object.entries(CATALOGUE_KEYS))('code %s shows %s', async (code, key) => {
    const withMockWords = await replay('POST', `code:${code}`, messageFor(code, 'zh_CN'));
    const withOtherWords = await replay('POST', `code:${code}`, OTHER_TEXT);
    expect(withOtherWords).toEqual(withMockWords);
    expect(withOtherWords.notice).toEqual({ color: 'red', words: 'fallback' });
    expect(vi.mocked(showNotification).mock.calls[0]?.[0].message).toBe(i18next.t(key));
    // Beside a field (no notification): the same text from our strings.
    const refusal = new ApiError({ kind: 'code', code, message: OTHER_TEXT, endpointId: 'x' });
    expect(refusalText(refusal, 'fallback')).toBe(i18next.t(key));
  });

  it('any other refusal beside a field shows the server words, or the fallback', () => {
    const general = (message: string) =>
      new ApiError({ kind: 'code', code: '10000', message, endpointId: 'x' });
    expect(refusalText(general('Server words'), 'fallback')).toBe('Server words');
    expect(refusalText(general(''), 'fallback')).toBe('fallback');
    expect(
      refusalText(new ApiError({ kind: 'network', message: '', endpointId: 'x' }), 'fallback'),
    ).toBe('fallback');
  });
});

describe("the pay sheet's lines of errors.tsv decide by code and step, not by words", () => {
  const refusal = (code: string, message: string) =>
    new ApiError({ kind: 'code', code, message, endpointId: 'wallet.balancePay' });
  const noAnswer = new ApiError({ kind: 'network', message: '', endpointId: 'wallet.payToken' });
  /** What kind of text is shown (a locale key, or the server's words), never the words. */
  const kindOf = (text: { key: string } | { text: string }) =>
    'key' in text ? text : { text: 'server' };

  it.each([
    ['the pay token', 'token'],
    ['the order', 'order'],
  ] as const)('%s fails: the same kind of text for either wording', (_name, step) => {
    for (const [code, mockWords] of [
      ['10000', 'unknown error'],
      ['10000', ''],
    ]) {
      const a = describeOrderFailure(new OrderAttemptError(step, refusal(code!, mockWords!)));
      const b = describeOrderFailure(new OrderAttemptError(step, refusal(code!, OTHER_TEXT)));
      if (mockWords) expect(kindOf(b)).toEqual(kindOf(a));
    }
    expect(describeOrderFailure(new OrderAttemptError(step, noAnswer))).toEqual({
      key: step === 'token' ? 'pay.errors.tokenNetwork' : 'pay.errors.orderNetwork',
    });
  });

  it('the shortfall is its code, whatever the words; the words alone are not a shortfall', () => {
    const shortfallCode = PROPOSED_CODES.insufficientBalance.code;
    const mockWords = 'Insufficient balance, please recharge first!';
    expect(isShortfall(refusal(shortfallCode, mockWords))).toBe(true);
    expect(isShortfall(refusal(shortfallCode, OTHER_TEXT))).toBe(true);
    expect(isShortfall(refusal(shortfallCode, ''))).toBe(true);
    // The same words under the general failure code decide nothing.
    expect(isShortfall(refusal('10000', mockWords))).toBe(false);
  });

  it('a refused payment shows the same kind of text for either wording; a lost one our own', () => {
    const a = describeUnpaid({ state: 'refused', error: refusal('10000', 'Payment failed') });
    const b = describeUnpaid({ state: 'refused', error: refusal('10000', OTHER_TEXT) });
    expect(kindOf(b)).toEqual(kindOf(a));
    expect(describeUnpaid({ state: 'refused', error: refusal('10000', '') })).toEqual({
      key: 'pay.errors.payment',
    });
    expect(describeUnpaid({ state: 'unknown', error: noAnswer })).toEqual({
      key: 'pay.errors.unknownState',
    });
  });
});
