import { lazy } from 'react';
import type { OverlayRegistry } from '@/lib/overlays';

/**
 * The overlays the frame mounts, by kind, as lazy components (each its own chunk, loaded the first
 * time it opens). The share popup and identity card are the profile feature's.
 */
export const overlayRegistry: OverlayRegistry = {
  pay: lazy(() => import('@/features/pay/PaySheet').then((m) => ({ default: m.PaySheet }))),
  reward: lazy(() =>
    import('@/features/pay/RewardOverlay').then((m) => ({ default: m.RewardOverlay })),
  ),
  share: lazy(() =>
    import('@/features/profile/overlays/SharePopup').then((m) => ({ default: m.SharePopup })),
  ),
  identityCard: lazy(() =>
    import('@/features/profile/overlays/IdentityCardOverlay').then((m) => ({
      default: m.IdentityCardOverlay,
    })),
  ),
};
