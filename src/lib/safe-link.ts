/**
 * Where a link from data (an ad, a banner, a notice, a redirect) may lead: an in-app path is
 * opened in the app, an http(s) address outside it in a new tab; anything else (javascript:,
 * data:, a protocol-relative '//host', a malformed address) is not a link at all.
 */
export type SafeLink = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/** The origin links are judged against: the app's own. */
const appOrigin = () =>
  typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

export function classifyLink(
  raw: string | null | undefined,
  origin = appOrigin(),
): SafeLink | null {
  const value = (raw ?? '').trim();
  if (!value) return null;
  // A path of this app: one leading slash, never '//host' or '/\host' (browsers read both as hosts).
  if (value.startsWith('/')) {
    if (value.startsWith('//') || value.startsWith('/\\')) return null;
    return { kind: 'internal', path: value };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === origin)
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', url: url.href };
}

/** The hosts of the media domain list: the only other sites /common/RedirectPage jumps to. */
export function hostsOf(domains: readonly { domain: string }[] | undefined): string[] {
  const hosts: string[] = [];
  for (const d of domains ?? []) {
    try {
      hosts.push(new URL(d.domain).host);
    } catch {
      // A malformed domain row trusts nothing.
    }
  }
  return hosts;
}
