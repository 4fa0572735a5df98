import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * Where an ad leads, as its data says: an app path opens in the app, a web address in a new tab
 * (marked sponsored for crawlers), no link at all leaves the ad as a picture.
 */
export function AdLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href) return children;
  if (/^https?:\/\//i.test(href))
    return (
      <a href={href} target="_blank" rel="noopener noreferrer sponsored">
        {children}
      </a>
    );
  return <Link to={href}>{children}</Link>;
}
