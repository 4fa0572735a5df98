import { existsSync } from 'node:fs';

/**
 * Playwright cannot download its browsers here, so tests use Debian's Chromium when it exists
 * (or the browser named by CHROMIUM_PATH); elsewhere Playwright's own Chromium.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export function chromiumLaunch(): { executablePath?: string; args: string[] } {
  const executablePath = chromiumPath();
  return executablePath ? { executablePath, args: CHROMIUM_ARGS } : { args: CHROMIUM_ARGS };
}
