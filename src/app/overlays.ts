import type { OverlayRegistry } from '@/lib/overlays';

/**
 * The overlays the shell mounts, by kind, as lazy components:
 *   pay: lazy(() => import('@/features/pay/PaySheet').then((m) => ({ default: m.PaySheet })))
 * The pay sheet, reward overlay, share popup and identity card arrive with their own issues;
 * until then opening one does nothing.
 */
export const overlayRegistry: OverlayRegistry = {};
