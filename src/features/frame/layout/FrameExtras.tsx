import type { OverlayRegistry } from '@/lib/overlays';
import { usePayDraftResume } from '@/lib/pay-draft';
import { FrameNotices } from '../notices/FrameNotices';
import { OverlayHost } from '../overlays/OverlayHost';

export interface FrameExtrasProps {
  overlays: OverlayRegistry;
  /** The popup notices may show (not while the guard sends the visitor to log in). */
  notices: boolean;
}

/**
 * What the frame mounts that no first screen shows until later: the popup notices (they wait
 * for their own requests), the overlay host (an overlay opens on a tap) and the resumed purchase
 * (once its member is back). A module of its own, loaded just after the frame's first render
 * (FrameLayout), so that none of it is in the start-up JavaScript.
 */
export function FrameExtras({ overlays, notices }: FrameExtrasProps) {
  // A purchase the session interrupted opens again once its member is back (issue 9).
  usePayDraftResume();
  return (
    <>
      {notices ? <FrameNotices /> : null}
      <OverlayHost registry={overlays} />
    </>
  );
}
