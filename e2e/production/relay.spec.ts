import { expect } from '@playwright/test';
import qa from '../../mocks/qa-panel/locales/zh_CN.json' with { type: 'json' };
import { test } from '../failure-screenshot';
import { API_PROXY, DEMO_ORIGIN, MOCK_HOST } from '../ports';
import { resetHost } from './strict-host';

/**
 * Issue 46: the workbench's relay mode. The demo build, told `?mockRelay=` Prism's proxy, sends its
 * calls to the strict mock host through it, and the QA panel's Calls tab names each answer the
 * proxy finds outside the published document. Here, with the proxy and the host the members'
 * journeys run on (this project: one journey owns the host at a time).
 */
test.afterEach(async ({ request }) => resetHost(request));

test("the demo in relay mode names the call Prism's proxy finds outside the contract", async ({
  page,
  request,
}) => {
  await resetHost(request);
  // The general config (fetched at the app's init) answers HTTP 500; the document lists 200 and 401.
  const forced = await request.post(`${MOCK_HOST}/__mock/scenario`, {
    data: { scenario: 'config.general=status:500', latency: 0 },
  });
  expect(forced.ok()).toBe(true);

  // Signed out, on the sign-in page: its calls and the app's init are enough (the launch notices
  // shown once per session would cover the panel's button).
  await page.addInitScript(() => {
    sessionStorage.setItem('ins_hide_warn_pop', '1');
    sessionStorage.setItem('feed_seen_notices', '["n1","n2"]');
  });
  await page.goto(`${DEMO_ORIGIN}/login?mockRelay=${API_PROXY}`);
  await page.getByRole('button', { name: /^QA/ }).click();
  const panel = page.getByRole('dialog', { name: qa.title });
  await expect(panel.getByTestId('qa-relay')).toContainText(`${API_PROXY}/`);
  const log = panel.getByTestId('qa-call-log');
  const general = log.locator('li', { hasText: 'config.general' }).first();
  await expect(general).toHaveAttribute('data-contract', 'violation');
  await expect(general).toContainText(
    'response: Unable to match the returned status code with those defined in the document',
  );
  await expect(general).toHaveAttribute('data-outcome', 'failure');
  // The page's other calls reached the host through the proxy and kept the contract.
  const kept = log.locator('li[data-outcome="ok"]:not([data-contract])');
  await expect(kept.first()).toBeVisible();
});
