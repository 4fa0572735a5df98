import { describe, expect, it } from 'vitest';
import { noticeTriggersAt } from './notice-triggers';

describe('noticeTriggersAt', () => {
  it('app start on the tab container; after login too once signed in this session', () => {
    expect(noticeTriggersAt('/column/columnTabbar/index', false)).toEqual([1]);
    expect(noticeTriggersAt('/column/columnTabbar/find', true)).toEqual([1, 2]);
  });

  it("the wallet's own on the wallet's pages", () => {
    expect(noticeTriggersAt('/wallet', true)).toEqual([3]);
    expect(noticeTriggersAt('/wallet/balance/recharge', false)).toEqual([3]);
  });

  it('none elsewhere (a login page, a post, a look-alike path)', () => {
    expect(noticeTriggersAt('/login', true)).toEqual([]);
    expect(noticeTriggersAt('/post/detail', true)).toEqual([]);
    expect(noticeTriggersAt('/walletish', true)).toEqual([]);
  });
});
