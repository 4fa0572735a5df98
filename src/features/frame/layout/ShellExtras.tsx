import type { OverlayRegistry } from '@/lib/overlays';
import { usePayDraftResume } from '@/lib/pay-draft';
import { ShellNotices } from '../notices/ShellNotices';
import { OverlayHost } from '../overlays/OverlayHost';

export interface ShellExtrasProps {
  overlays: OverlayRegistry;
  /** The popup notices may show (not while the guard sends the visitor to log in). */
  notices: boolean;
}

/**
 * What the shell mounts that no first screen shows until later: the popup notices (they wait
 * for their own requests), the overlay host (an overlay opens on a tap) and the resumed purchase
 * (once its member is back). A module of its own, loaded just after the shell's first render
 * (ShellLayout), so that none of it is in the start-up JavaScript.
 */
export function ShellExtras({ overlays, notices }: ShellExtrasProps) {
  // A purchase the session interrupted opens again once its member is back (issue 9).
  usePayDraftResume();
  return (
    <>
      {notices ? <ShellNotices /> : null}
      <OverlayHost registry={overlays} />
    </>
  );
}
