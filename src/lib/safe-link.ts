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
  if (value.startsWith('/')) {
    const path = appPath(value, origin);
    return path === null ? null : { kind: 'internal', path };
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

/**
 * A path of this app as the browser and the router will read it, or null. The address is
 * resolved against the app and must stay on it: '//host' and '/\host' are hosts, and so is
 * '/\t/host' ('/%09/host' in a link), because URL parsing drops tabs and line breaks before it
 * reads the slashes. The answer is the resolved path (none of those characters left), so what
 * was checked is exactly what is navigated to.
 */
export function appPath(raw: string | null | undefined, origin = appOrigin()): string | null {
  const value = (raw ?? '').trim();
  if (!value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
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
