import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { SettingsPage } from './SettingsPage';

/** /column/settings: the list, and log out (asks first, then ends the session everywhere here). */
const meta = {
  title: 'Settings/Settings list',
  component: SettingsPage,
  parameters: { route: '/column/settings' },
} satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

export const Success: Story = {
  play: async () => {
    const rows = [
      ['settings.accountSafe.title', '/column/settings/accountSafe'],
      ['settings.privacy.title', '/column/settings/privacy'],
      ['settings.notice.title', '/column/settings/notice'],
      ['settings.feedback.title', '/column/settings/feedback'],
      ['settings.clearCache.title', '/column/settings/clearCache'],
      ['settings.about.title', '/column/settings/aboutUs'],
      // Issue 26 §3: the saved accounts are a tap away from settings, not only from the login.
      ['settings.switchAccount', '/login/otherAccounts'],
    ] as const;
    for (const [label, href] of rows)
      await expect(await screen.findByRole('link', { name: new RegExp(t(label)) })).toHaveAttribute(
        'href',
        href,
      );
    await expect(screen.getByRole('link', { name: /简体中文/ })).toHaveAttribute(
      'href',
      '/column/settings/setLang',
    );
    await expect(screen.getByRole('button', { name: t('settings.logout.button') })).toBeVisible();
  },
};
/** The language row names the current language in that language. */
export const CurrentLanguageEnglish: Story = {
  globals: { locale: 'en_US' },
  play: async () => {
    await expect(await screen.findByRole('link', { name: /English/ })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};
export const CurrentLanguageJapanese: Story = {
  globals: { locale: 'ja' },
  play: async () => {
    await expect(await screen.findByRole('link', { name: /日本語/ })).toBeVisible();
  },
};

/** Log out asks first; cancelling keeps the member signed in. */
export const LogoutCancelled: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: t('settings.logout.button') }));
    const dialog = await screen.findByRole('dialog', { name: t('settings.logout.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('settings.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(localStorage.getItem('token')).not.toBeNull();
  },
};

/** Confirmed: the token is gone and the member is at auto-login, even when the call fails. */
export const LogoutConfirmed: Story = {
  parameters: { mock: 'user.logout=network' },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: t('settings.logout.button') }));
    const dialog = await screen.findByRole('dialog', { name: t('settings.logout.title') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('settings.logout.confirm') }),
    );
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: t('settings.logout.button') })).toBeNull(),
    );
  },
};
