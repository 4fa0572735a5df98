import { describe, expect, it } from 'vitest';
import { db } from './db';
import { applyScenario } from './runtime';

const followsOf10001 = () =>
  db().accounts.inbox.filter((n) => n.userId === '10001' && n.type === 'follow').length;

describe('applyScenario', () => {
  it("makes a named scenario's data changes once, though a reload applies it again on the kept db", () => {
    applyScenario('chat-history');
    const chats = db().accounts.chats.length;
    applyScenario('chat-history', { keepDb: true });
    expect(db().accounts.chats.length).toBe(chats);
    // The same scenario on a fresh db: the same data.
    applyScenario('chat-history');
    expect(db().accounts.chats.length).toBe(chats);
  });

  it('a scenario named for the first time on a kept db adds its changes to what is there', () => {
    applyScenario('');
    const seeded = followsOf10001();
    applyScenario('many-follows', { keepDb: true });
    expect(followsOf10001()).toBe(seeded + 13);
    applyScenario('many-follows;messages.list=network', { keepDb: true });
    expect(followsOf10001()).toBe(seeded + 13);
  });
});

describe('applyScenario: killed domains and kept sessions', () => {
  it('kills the media domains a scenario names, and refuses one the db does not have', () => {
    applyScenario('dead:img-a');
    expect(db().media.dead).toEqual(['img-a']);
    expect(() => applyScenario('dead:img-z')).toThrow(/Unknown media domain/);
    applyScenario('');
  });

  it('keeps the sessions of a replaced db when asked, unless the scenario ends them', () => {
    db().sessions['token-kept'] = '10001';
    db().sessions['token-gone-member'] = 'nobody';
    applyScenario('balance-shortfall', { keepSessions: true });
    expect(db().sessions['token-kept']).toBe('10001');
    expect(db().sessions['token-gone-member']).toBeUndefined();
    applyScenario('auth-expired', { keepSessions: true });
    expect(db().sessions).toEqual({});
    applyScenario('');
  });
});
