import { HOME_TAB_PATH, isLoginPath } from '@/lib/routing';
import { appPath } from '@/lib/safe-link';
import { AUTO_LOGIN_PATH } from '@/lib/session';

/**
 * Where a member goes after signing in: `ref` of the login pages, else the remembered
 * redirectUrl, else the find tab. Only an in-app path counts (a `ref` is a link anyone can craft:
 * '//host', '/%09/host', 'javascript:' and full URLs go home), and a login page never is the target, except
 * the login pages that need a signed-in member (binding, birthday): those are where the member
 * was typing when the session ended.
 */
export const RETURNABLE_LOGIN_PATHS = ['/login/bind', '/login/birthday'] as const;

function isReturnable(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (!isLoginPath(pathname)) return true;
  return (RETURNABLE_LOGIN_PATHS as readonly string[]).includes(pathname);
}

export function returnTarget(ref: string | null, redirectUrl: string | null): string {
  for (const candidate of [ref, redirectUrl]) {
    // Read as the router will read it: '/%09/evil.example' is another site, not a path.
    const path = appPath(candidate);
    if (path !== null && isReturnable(path)) return path;
  }
  return HOME_TAB_PATH;
}

/** A login page's address that keeps the `ref` to return to. */
export function withRef(path: string, ref: string | null): string {
  return ref ? `${path}?ref=${encodeURIComponent(ref)}` : path;
}

export { AUTO_LOGIN_PATH };
