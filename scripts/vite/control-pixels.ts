/**
 * The state check's pictures (.storybook/state-check.ts): a control's box captured before and
 * after another option is picked, as a digest of its pixels. Only the digests go back to the
 * page: the check asks "did anything change on screen", not what.
 */
import { createHash } from 'node:crypto';
import type { CDPSession, Page } from 'playwright';
import type { BrowserCommand } from 'vitest/node';
import type { ScreenRect } from './story-picture.ts';

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function devtoolsOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/** One digest per box, captured in one round trip from the page. */
export const controlPixels: BrowserCommand<[rects: ScreenRect[]]> = async ({ page }, rects) => {
  const devtools = await devtoolsOf(page);
  const digests: string[] = [];
  for (const rect of rects) {
    const { data } = await devtools.send('Page.captureScreenshot', {
      format: 'png',
      clip: { ...rect, scale: 1 },
    });
    digests.push(createHash('sha1').update(data).digest('hex'));
  }
  return digests;
};
