import { useAtom, useAtomValue } from 'jotai';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import {
  overlayAtom,
  type OpenOverlay,
  type OverlayProps,
  type OverlayRegistry,
} from '@/lib/overlays';
import { tokenAtom } from '@/lib/session';

/** A failed overlay (its chunk did not load, it threw) closes instead of taking the page down. */
class OverlayBoundary extends Component<{ onError: () => void; children: ReactNode }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Overlay failed', error);
    this.props.onError();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The always-mounted overlay host (spec section 1): mounts the component of the open overlay,
 * loading its code the first time it opens. The overlays themselves come from the registry the
 * app passes in. The identity card exists only for a signed-in member.
 */
export function OverlayHost({ registry }: { registry: OverlayRegistry }) {
  const [open, setOpen] = useAtom(overlayAtom);
  const token = useAtomValue(tokenAtom);
  if (!open) return null;
  if (open.kind === 'identityCard' && !token) return null;

  const close = () => setOpen(null);
  // The registry is keyed by kind, so the component and the params belong together.
  const Overlay = registry[open.kind] as
    ComponentType<OverlayProps<OpenOverlay['kind']>> | undefined;
  if (!Overlay) return null;

  return (
    <OverlayBoundary key={open.kind} onError={close}>
      <Suspense fallback={null}>
        <Overlay
          params={open.params as OverlayProps<OpenOverlay['kind']>['params']}
          onClose={close}
        />
      </Suspense>
    </OverlayBoundary>
  );
}
