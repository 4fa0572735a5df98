import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoadedLater } from './use-loaded-later';

describe('useLoadedLater', () => {
  it('is null until the module is in, then the module', async () => {
    const module = { name: 'extras' };
    const load = () => Promise.resolve(module);
    const { result } = renderHook(() => useLoadedLater(load));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe(module));
  });

  it('tries a failed load again once the browser is back online', async () => {
    const module = { name: 'extras' };
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(module);
    const { result } = renderHook(() => useLoadedLater(load));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => {
      await Promise.resolve();
    });
    expect(result.current).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current).toBe(module));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
