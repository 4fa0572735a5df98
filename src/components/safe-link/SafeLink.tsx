import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { classifyLink } from '@/lib/safe-link';

export interface SafeLinkProps {
  /** A link from data: an ad's, a banner's, a notice's. */
  href: string | null | undefined;
  children: ReactNode;
  /** Extra `rel` words for an outside link (e.g. 'sponsored' for ads). */
  rel?: string;
  className?: string;
  'aria-label'?: string;
}

/**
 * A link from the API, opened only when it is safe: an app path in the app, an http(s) address
 * in a new tab without the opener or the referrer; anything else leaves the content unlinked.
 */
export function SafeLink({ href, children, rel, className, ...aria }: SafeLinkProps) {
  const link = classifyLink(href);
  if (!link) return children;
  if (link.kind === 'internal')
    return (
      <Link to={link.path} className={className} {...aria}>
        {children}
      </Link>
    );
  return (
    <a
      href={link.url}
      target="_blank"
      rel={['noopener', 'noreferrer', rel].filter(Boolean).join(' ')}
      className={className}
      {...aria}
    >
      {children}
    </a>
  );
}
