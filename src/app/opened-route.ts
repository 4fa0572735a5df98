/**
 * The review site's opener (open.html, scripts/vite/static-host-pages.ts) opens the app's own
 * page with the story's route kept in the browser session, not at the route's address: a plain
 * static host (`python3 -m http.server`) has no file at a deep path and no fallback to 404.html.
 * The app goes there as it starts, before its router reads the address. Demo builds only
 * (src/main.tsx calls it beside the mocks).
 */
export const OPENED_ROUTE_KEY = 'open:route';

export function goToOpenedRoute(): void {
  let route: string | null;
  try {
    route = sessionStorage.getItem(OPENED_ROUTE_KEY);
    sessionStorage.removeItem(OPENED_ROUTE_KEY);
  } catch {
    return;
  }
  // An app path only: never another site ('//host', 'https:').
  if (route && /^\/(?!\/)/.test(route)) window.history.replaceState(null, '', route);
}
