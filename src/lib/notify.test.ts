import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { CONFIRMATION_MS, failureNotice, failureTime, notifyFailure } from './notify';

describe('red notices', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stay at least twice as long as a confirmation, longer for a long message, at most 12 s', () => {
    expect(failureTime('加载更多失败，请重试')).toBe(2 * CONFIRMATION_MS);
    const long = 'The withdrawal could not be made: your bank refused the card, try another one.';
    expect(failureTime(long)).toBe(2_000 + 80 * long.length);
    expect(failureTime('x'.repeat(500))).toBe(12_000);
  });

  it('are always red, closable and timed by their text, whatever else the caller gives', () => {
    expect(failureNotice('余额不足', { id: 'pay', autoClose: 1000, color: 'teal' })).toEqual({
      id: 'pay',
      color: 'red',
      withCloseButton: true,
      message: '余额不足',
      autoClose: 6_000,
    });
  });

  it('leave a refused call to the error policy, and tell of any other failure', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('');
    notifyFailure(
      new ApiError({ kind: 'code', code: '500', message: '服务繁忙', endpointId: 'x' }),
      '保存失败',
    );
    notifyFailure(new ApiError({ kind: 'network', message: '', endpointId: 'x' }), '保存失败');
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: '保存失败', color: 'red' }),
    );
  });
});
