import zh from '../locales/zh_CN.json' with { type: 'json' };
import { appReady, expect, test } from './fixtures';

/**
 * Issue 49, walked by lin_xiao (10001, login password pass1234, invite code LINX01): the specs'
 * own addresses open their screens, the app download entry, and another invite code on the
 * identity card, which a reload keeps (the mock db persists like a backend).
 */

test('the phone change at its own addresses: step one, then step two; step two alone starts over', async ({
  page,
}) => {
  await page.goto('/column/settings/accountSafe/changePhoneNumber/stepTwo');
  await expect(page).toHaveURL('/column/settings/accountSafe/changePhoneNumber/stepOne');
  await page.getByRole('textbox', { name: zh.phoneGuard.password }).fill('pass1234');
  await page.getByRole('button', { name: zh.phoneGuard.next }).click();
  await expect(page).toHaveURL('/column/settings/accountSafe/changePhoneNumber/stepTwo');
  await expect(page.getByLabel(zh.settings.phone.number)).toBeVisible();
  // Back to step one by the browser: the first step's form again.
  await page.goBack();
  await expect(page.getByTestId('identity-step')).toBeVisible();
});

test('account safety leads to the login password change at accountSafe/modifyPassword', async ({
  page,
}) => {
  await page.goto('/column/settings/accountSafe');
  await appReady(page);
  await page.getByRole('link', { name: new RegExp(zh.settings.accountSafe.loginPassword) }).click();
  await expect(page).toHaveURL('/column/settings/accountSafe/modifyPassword');
  await expect(page.getByLabel(zh.settings.password.old)).toBeVisible();
});

test('About us offers the app download from the general config, in a new tab', async ({ page }) => {
  await page.goto('/column/settings/aboutUs');
  const download = page.getByRole('link', { name: zh.common.appDownload });
  await expect(download).toHaveAttribute('href', 'https://community.test/download');
  await expect(download).toHaveAttribute('target', '_blank');
  await expect(download).toHaveAttribute('rel', 'noopener noreferrer');
});

test('another invite code on the identity card: its QR text carries it, after a reload too', async ({
  page,
}) => {
  // Today's popup notices already seen: one showing up over the card would take the taps.
  await page.addInitScript(() => sessionStorage.setItem('feed_seen_notices', '["n1","n2"]'));
  const openCard = async () => {
    await page.goto('/column/columnTabbar/my');
    await appReady(page);
    await page
      .getByRole('navigation', { name: zh.people.me.entries })
      .getByRole('button', { name: zh.people.me.entry.identityCard })
      .click();
    return page.getByRole('dialog');
  };
  let dialog = await openCard();
  await expect(dialog.getByTestId('identity-qr')).toHaveAttribute('data-qr-text', /LINX01/);
  await dialog.getByLabel(zh.people.card.inviteLabel).fill('NOSUCH1');
  await dialog.getByRole('button', { name: zh.people.card.inviteSubmit }).click();
  await expect(dialog.getByText(zh.catalogue.inviteInvalid)).toBeVisible();
  await dialog.getByLabel(zh.people.card.inviteLabel).fill('AYA777');
  await dialog.getByRole('button', { name: zh.people.card.inviteSubmit }).click();
  await expect(dialog.getByTestId('identity-qr')).toHaveAttribute('data-qr-text', /AYA777/);

  await page.reload();
  dialog = await openCard();
  await expect(dialog.getByTestId('identity-qr')).toHaveAttribute('data-qr-text', /AYA777/);
});

test.describe("nearby with the member's location allowed (in Shenzhen)", () => {
  test.use({ geolocation: { latitude: 22.55, longitude: 114.05 }, permissions: ['geolocation'] });

  test('the nearby list opens the nearest city and says so', async ({ page }) => {
    await page.goto('/column/columnTabbar/index?list=location');
    await expect(
      page.getByText(zh.feed.location.nearYou.replace('{{city}}', '深圳')),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: '深圳' })).toBeChecked();
  });
});

test('nearby with the location refused: the first city, and a line saying so', async ({ page }) => {
  await page.goto('/column/columnTabbar/index?list=location');
  await expect(
    page.getByText(zh.feed.location.fallback.replace('{{city}}', '上海市')),
  ).toBeVisible();
});
