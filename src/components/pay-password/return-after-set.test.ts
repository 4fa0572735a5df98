import { afterEach, describe, expect, it } from 'vitest';
import {
  keepPayPasswordReturn,
  SET_PAY_PASSWORD_THEN_BACK,
  takePayPasswordReturn,
} from './return-after-set';

const purchase = { purpose: 'post' as const, amount: 12, targetId: '50005' };
const search = new URL(SET_PAY_PASSWORD_THEN_BACK, 'http://app').search;

describe('coming back after setting the pay password (issue 26.3)', () => {
  afterEach(() => sessionStorage.clear());

  it('gives the same member the purchase back, once', () => {
    keepPayPasswordReturn('10001', { from: '/post/postDetail?postId=50005', purchase });
    expect(takePayPasswordReturn('10001', search)).toEqual({
      from: '/post/postDetail?postId=50005',
      purchase,
    });
    expect(takePayPasswordReturn('10001', search)).toBeNull();
  });

  it('resumes nothing when the set screen was opened on its own', () => {
    keepPayPasswordReturn('10001', { from: '/wallet/vip', purchase });
    expect(takePayPasswordReturn('10001', '')).toBeNull();
  });

  it("never hands another member's purchase over", () => {
    keepPayPasswordReturn('10001', { from: '/wallet/vip', purchase });
    expect(takePayPasswordReturn('10002', search)).toBeNull();
  });

  it('refuses a way out of the app or an edited purchase', () => {
    keepPayPasswordReturn('10001', { from: '//evil.example/x' });
    expect(takePayPasswordReturn('10001', search)).toBeNull();
    keepPayPasswordReturn('10001', { from: '/wallet', purchase: { ...purchase, amount: -1 } });
    expect(takePayPasswordReturn('10001', search)).toBeNull();
  });

  it('keeps nothing without a member', () => {
    keepPayPasswordReturn(null, { from: '/wallet/vip', purchase });
    expect(sessionStorage.length).toBe(0);
  });
});
