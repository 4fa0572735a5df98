import type { ReactNode } from 'react';
import { SafeLink } from '@/components/safe-link/SafeLink';

/**
 * Where an ad leads, as its data says: an app path opens in the app, a web address in a new tab
 * (marked sponsored for crawlers); no link, or one that is not http(s), leaves the ad a picture.
 */
export function AdLink({ href, children }: { href: string | null; children: ReactNode }) {
  return (
    <SafeLink href={href} rel="sponsored">
      {children}
    </SafeLink>
  );
}
