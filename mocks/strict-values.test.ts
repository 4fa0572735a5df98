import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { isApiError } from '@/api/api-error';
import { configureClient, request } from '@/api/client';
import type { Endpoint } from '@/api/contract';
import { allEndpoints } from '@/api/endpoints';
import { feedsEndpoints as feeds } from '@/api/endpoints/feeds';
import { walletEndpoints as wallet } from '@/api/endpoints/wallet';
import { NAMED_TOKENS } from '@fixtures/users';
import { clearCallLog, loggedCalls } from './platform/call-log';

/**
 * Values a server refuses are refused by the contract's request schemas, so the client and the
 * mocks check them the same way: a masked phone or card number where the full one is needed, money
 * with more than 2 decimals, an amount of 0 or less. Derived from the contract: a new field of
 * these names is checked without a new line here.
 */
type Field = { endpoint: string; name: string; schema: z.core.$ZodType };

function fieldsOf(endpoint: Endpoint): Field[] {
  const found: Field[] = [];
  const walk = (schema: z.core.$ZodType | undefined) => {
    if (!schema) return;
    const def = schema._zod.def as { innerType?: z.core.$ZodType; element?: z.core.$ZodType };
    if (def.innerType) return walk(def.innerType);
    if (schema instanceof z.core.$ZodArray) return walk(schema._zod.def.element);
    if (!(schema instanceof z.core.$ZodObject)) return;
    for (const [name, field] of Object.entries(schema._zod.def.shape)) {
      found.push({ endpoint: endpoint.id, name, schema: field });
      walk(field);
    }
  };
  walk(endpoint.pathParams);
  walk(endpoint.query);
  walk(endpoint.body);
  return found;
}

const fields = allEndpoints().flatMap(fieldsOf);
const named = (pattern: RegExp) => fields.filter((f) => pattern.test(f.name));
const accepts = (f: Field, value: unknown) => z.safeParse(f.schema, value).success;

/**
 * Phones a server checks itself and answers with its own message (the spec's "format error" of
 * the registration check; the SMS call's "enter the full number"): their schemas stay text.
 */
const PHONE_CHECKED_BY_RULE = ['auth.checkPhone', 'config.smsSend'];

describe('request schemas refuse what a server refuses', () => {
  it('asks for the full phone number, never the masked one', () => {
    const phones = named(/^(phone|phoneNumber)$/).filter(
      (f) => !PHONE_CHECKED_BY_RULE.includes(f.endpoint),
    );
    expect(phones.length).toBeGreaterThan(3);
    for (const f of phones) {
      expect(accepts(f, '13800000001'), f.endpoint).toBe(true);
      expect(accepts(f, '138****0001'), f.endpoint).toBe(false);
      expect(accepts(f, '+86 138 0000 0001'), f.endpoint).toBe(false);
    }
  });

  it('asks for the full bank card number', () => {
    const cards = named(/^cardNumber$/);
    expect(cards.length).toBeGreaterThan(0);
    for (const f of cards) {
      expect(accepts(f, '6222020200112233445'), f.endpoint).toBe(true);
      expect(accepts(f, '6222 **** **** 3445'), f.endpoint).toBe(false);
      expect(accepts(f, '6222****3445'), f.endpoint).toBe(false);
    }
  });

  it('takes money with 2 decimals at most, and amounts above 0', () => {
    const money = named(/^(amount|payAmount|price)$/);
    expect(money.length).toBeGreaterThan(2);
    for (const f of money) {
      expect(accepts(f, 12.34), f.endpoint).toBe(true);
      expect(accepts(f, 12.345), f.endpoint).toBe(false);
      expect(accepts(f, -1), f.endpoint).toBe(false);
    }
    for (const f of named(/^(amount|payAmount)$/)) expect(accepts(f, 0), f.endpoint).toBe(false);
  });
});

describe('the mocks refuse them too, and the QA log says why', () => {
  let token: string = NAMED_TOKENS.member;
  beforeEach(() => {
    token = NAMED_TOKENS.member;
    configureClient({ getToken: () => token, getLanguage: () => 'en_US', apply: () => {} });
    clearCallLog();
  });

  async function refusal(call: Promise<unknown>) {
    const outcome = await call.then(
      () => new Error('expected the call to be refused'),
      (e: unknown) => e,
    );
    if (!isApiError(outcome)) throw outcome;
    return outcome;
  }

  it('refuses a withdrawal of 3 decimals and a payment of 0', async () => {
    const { token: payToken } = await request(wallet.payToken, {});
    const withdrawal = {
      token: payToken,
      amount: 10.005,
      bankCardId: 'card-10001-1',
      payPassword: '123456',
    };
    expect((await refusal(request(wallet.withdraw, { body: withdrawal }))).code).toBe('10103');
    const order = {
      token: payToken,
      sourceType: 3 as const,
      channel: 'Balance' as const,
      count: 1,
      payAmount: 0,
      payType: 0 as const,
      productId: '10002',
      remark: '',
      type: 3 as const,
    };
    expect((await refusal(request(wallet.createOrder, { body: order }))).code).toBe('10103');
    const [last] = loggedCalls();
    expect(last).toMatchObject({ endpointId: 'wallet.createOrder', outcome: 'refused' });
    expect(last?.reason).toMatch(/^body\.payAmount: /);
  });

  it('refuses a masked card number', async () => {
    const body = {
      holderName: '林晓',
      cardNumber: '6222 **** **** 3445',
      bankId: 'b01',
      payPassword: '123456',
    };
    expect((await refusal(request(wallet.addBankCard, { body }))).code).toBe('10103');
    expect(loggedCalls()[0]?.reason).toMatch(/^body\.cardNumber: /);
  });

  it("refuses an id that is not the member's own", async () => {
    await refusal(request(feeds.viewedPosts, { path: { id: '10002' } }));
    await expect(request(feeds.viewedPosts, { path: { id: '10001' } })).resolves.toBeInstanceOf(
      Array,
    );
    await refusal(request(wallet.deleteBankCard, { path: { id: 'card-10002-1' } }));
    const { token: payToken } = await request(wallet.payToken, {});
    const body = { token: payToken, amount: 10, bankCardId: 'card-10002-1', payPassword: '123456' };
    await refusal(request(wallet.withdraw, { body }));
    token = NAMED_TOKENS.creator;
    await refusal(request(wallet.order, { path: { id: 'order-seed-vip' } }));
  });
});
