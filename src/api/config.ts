/**
 * Where calls go. The API host is fixed at build time (VITE_API_BASE); the statistics host
 * comes from the domain list (type 7) at run time.
 */
const DEFAULT_API_BASE = 'https://api.community.test/';

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

export const apiBase: string = withSlash(import.meta.env.VITE_API_BASE || DEFAULT_API_BASE);

/** True when the build ships the mock platform (dev, demo, storybook, tests). */
export const mocksEnabled: boolean = import.meta.env.VITE_USE_MOCKS === 'true';
