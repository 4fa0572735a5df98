import { afterEach, describe, expect, it } from 'vitest';
import { createDb, db } from '../db';
import { applyScenario } from '../runtime';
import { takeBackScenarios } from './scenario-undo';

const seed = createDb();
const strip = (value: object) =>
  JSON.parse(JSON.stringify({ ...value, scenarioWrites: undefined }));

afterEach(() => applyScenario(''));

describe("taking back the scenarios' data changes (the QA panel's Clear)", () => {
  it('puts back what balance-shortfall, withdrawal-history and a killed domain wrote', () => {
    applyScenario('withdrawal-history;balance-shortfall;dead:img-a');
    expect(db().accounts.wallets['10001']?.balance).toBe(0);
    expect(db().media.dead).toEqual(['img-a']);
    expect(takeBackScenarios(db())).toEqual([
      'withdrawal-history',
      'balance-shortfall',
      'dead:img-a',
    ]);
    expect(strip(db())).toEqual(strip(seed));
  });

  it('signs nobody out: auth-expired ends the seed sessions, a new sign-in stays', () => {
    applyScenario('auth-expired');
    expect(db().sessions).toEqual({});
    db().sessions['token-new'] = '10001';
    takeBackScenarios(db());
    expect(db().sessions).toEqual({ ...seed.sessions, 'token-new': '10001' });
  });

  it('revives domains killed in the Data tab, and a reload under no scenario applies none', () => {
    applyScenario('domain-rotation');
    db().media.dead.push('video-b');
    takeBackScenarios(db());
    expect(db().media).toMatchObject({ dead: [], rotate: false });
    applyScenario('', { keepDb: true });
    expect(db().scenarios).toEqual([]);
    // Applied again later, a scenario is recorded again.
    applyScenario('balance-shortfall', { keepDb: true });
    expect(db().accounts.wallets['10001']?.balance).toBe(0);
    takeBackScenarios(db());
    expect(db().accounts.wallets['10001']?.balance).toBe(seed.accounts.wallets['10001']?.balance);
  });
});
