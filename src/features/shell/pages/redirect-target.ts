/** Where /common/RedirectPage sends the member. */
export type RedirectTarget =
  { kind: 'internal'; path: string } | { kind: 'external'; url: string } | { kind: 'home' };

/**
 * Reads `url` (or `path`) of /common/RedirectPage. An in-app path (or an http(s) URL of this very
 * origin) is navigated to inside the app; another http(s) URL is opened in place; anything else
 * (javascript:, data:, protocol-relative '//host', garbage) goes home, so the page cannot be used
 * to run script or to smuggle an odd scheme.
 */
export function redirectTarget(search: string, origin: string): RedirectTarget {
  const params = new URLSearchParams(search);
  const raw = (params.get('url') ?? params.get('path') ?? '').trim();
  if (!raw) return { kind: 'home' };
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) {
    return { kind: 'internal', path: raw };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { kind: 'home' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'home' };
  if (url.origin === origin)
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', url: url.href };
}
