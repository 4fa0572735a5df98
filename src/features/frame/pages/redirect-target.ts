import { classifyLink } from '@/lib/safe-link';

/** Where /common/RedirectPage sends the member. */
export type RedirectTarget =
  | { kind: 'internal'; path: string }
  /** A site of the domain list: jumped to after the short notice. */
  | { kind: 'external'; url: string }
  /** Any other site: shown as a plain link, never jumped to (no open redirect). */
  | { kind: 'untrusted'; url: string; host: string }
  | { kind: 'home' };

/**
 * Reads `url` (or `path`) of /common/RedirectPage. An in-app path (or an http(s) URL of this very
 * origin) is navigated to inside the app; an http(s) URL of a host in the domain list is opened in
 * place; another http(s) URL is only offered as a plain link; anything else (javascript:, data:,
 * protocol-relative '//host', garbage) goes home, so the page cannot run script, smuggle an odd
 * scheme, or lend this site's name to a jump to any site.
 */
export function redirectTarget(
  search: string,
  origin: string,
  trustedHosts: readonly string[] = [],
): RedirectTarget {
  const params = new URLSearchParams(search);
  const link = classifyLink(params.get('url') ?? params.get('path'), origin);
  if (!link) return { kind: 'home' };
  if (link.kind === 'internal') return link;
  const host = new URL(link.url).host;
  return trustedHosts.includes(host) ? link : { kind: 'untrusted', url: link.url, host };
}
