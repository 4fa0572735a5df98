import { lazy } from 'react';
import type { OverlayRegistry } from '@/lib/overlays';

/**
 * The overlays the shell mounts, by kind, as lazy components (each its own chunk, loaded the first
 * time it opens). The share popup and identity card arrive with their own issues; until then
 * opening one does nothing.
 */
export const overlayRegistry: OverlayRegistry = {
  pay: lazy(() => import('@/features/pay/PaySheet').then((m) => ({ default: m.PaySheet }))),
  reward: lazy(() =>
    import('@/features/pay/RewardOverlay').then((m) => ({ default: m.RewardOverlay })),
  ),
};
