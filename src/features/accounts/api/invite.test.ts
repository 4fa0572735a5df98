import { afterEach, describe, expect, it, vi } from 'vitest';

const request = vi.hoisted(() => vi.fn());
vi.mock('@/api/client', () => ({ request }));

const { INVITE_WAIT_MS, recordInvite } = await import('./invite');

afterEach(() => {
  vi.useRealTimers();
  request.mockReset();
});

describe('recording an invite after a registration', () => {
  it('is done when the server has answered', async () => {
    request.mockResolvedValue({ inviterId: '10002', rewardHours: 12 });
    await expect(recordInvite('10009', 'AYA777')).resolves.toEqual({
      inviterId: '10002',
      rewardHours: 12,
    });
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'auth.recordInvite' }),
      { path: { userId: '10009', inviteCode: 'AYA777' } },
      { notify: false },
    );
  });

  it('does not fail the registration when the server refuses it', async () => {
    request.mockRejectedValue(new Error('500'));
    await expect(recordInvite('10009', 'AYA777')).resolves.toBeNull();
  });

  it('stops waiting for a call that never answers, so the member is not kept on a spinner', async () => {
    vi.useFakeTimers();
    request.mockReturnValue(new Promise(() => {}));
    const recorded = recordInvite('10009', 'AYA777');
    let done = false;
    void recorded.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(INVITE_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
