import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { expectQueryState, queryStoryStates } from '@/testing/story-states';
import { PrivacyPage } from './FlagPages';

/** Privacy and notices (switches saved at once), theme, language, clear cache, about us. */
const meta = {
  title: 'Settings/Preferences',
  component: PrivacyPage,
  parameters: { route: '/column/settings/privacy' },
} satisfies Meta<typeof PrivacyPage>;
export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

const flag = (key: string) => document.querySelector<HTMLInputElement>(`input[data-flag="${key}"]`);

const privacy = queryStoryStates({
  route: '/column/settings/privacy',
  endpoint: 'user.privacy',
  success: () => screen.findByLabelText(t('settings.privacy.onlyFollowedCanComment')),
});
export const PrivacyLoading: Story = privacy.Loading;
export const PrivacyFailure: Story = privacy.Failure;
export const PrivacySuccess: Story = privacy.Success;

/** Saving: the switch has moved before the answer. */
export const PrivacySaving: Story = {
  parameters: { mock: 'user.setPrivacy=delay:999999' },
  play: async () => {
    await expectQueryState('success');
    const box = screen.getByLabelText(t('settings.privacy.hideFromLocation'));
    const before = (box as HTMLInputElement).checked;
    await userEvent.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(!before));
    await waitFor(() => expect(flag('hideFromLocation')).toHaveAttribute('data-saving', 'true'));
  },
};

/** A failing save: the switch moves back and the member is told. */
export const PrivacySaveFails: Story = {
  parameters: { mock: 'user.setPrivacy=network' },
  play: async () => {
    await expectQueryState('success');
    const box = screen.getByLabelText(t('settings.privacy.hideFromLocation'));
    const before = (box as HTMLInputElement).checked;
    await userEvent.click(box);
    await waitFor(() => expect(screen.getByText(t('settings.saveFailed'))).toBeVisible());
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(before));
  },
};

const notice = queryStoryStates({
  route: '/column/settings/notice',
  endpoint: 'user.notice',
  success: () => screen.findByLabelText(t('settings.notice.followersPosts')),
});
export const NoticeLoading: Story = notice.Loading;
export const NoticeFailure: Story = notice.Failure;
export const NoticeSuccess: Story = notice.Success;

/** A saved switch stays saved: the page read again shows it. */
export const NoticeSaved: Story = {
  parameters: { route: '/column/settings/notice' },
  play: async () => {
    await expectQueryState('success');
    const box = screen.getByLabelText(t('settings.notice.followersPosts')) as HTMLInputElement;
    const before = box.checked;
    await userEvent.click(box);
    await waitFor(() => expect(flag('followersPosts')).not.toHaveAttribute('data-saving'));
    await expect(box.checked).toBe(!before);
  },
};

export const Theme: Story = {
  parameters: { route: '/column/settings/theme' },
  play: async () => {
    const light = await screen.findByLabelText(t('settings.theme.light'));
    await userEvent.click(light);
    await waitFor(() => expect(light).toBeChecked());
    await waitFor(() => expect(document.cookie).toMatch(/theme=light/));
    await userEvent.click(screen.getByLabelText(t('settings.theme.system')));
    await waitFor(() => expect(document.cookie).toMatch(/theme=system/));
    await userEvent.click(screen.getByLabelText(t('settings.theme.dark')));
    await waitFor(() => expect(document.cookie).toMatch(/theme=dark/));
  },
};

/** Choosing English changes the page at once and keeps it in the cookie; back to Chinese after. */
export const Language: Story = {
  parameters: { route: '/column/settings/setLang' },
  play: async () => {
    await userEvent.click(await screen.findByLabelText('English'));
    await expect(await screen.findByRole('heading', { name: 'Language' })).toBeVisible();
    await expect(document.cookie).toMatch(/language=en_US/);
    await userEvent.click(screen.getByLabelText('简体中文'));
    await expect(await screen.findByRole('heading', { name: '语言' })).toBeVisible();
  },
};

/** Says what goes (this sign-in too) and what stays, before anything is cleared. */
export const ClearCache: Story = {
  parameters: { route: '/column/settings/clearCache' },
  play: async () => {
    await expect(await screen.findByText(t('settings.clearCache.session'))).toBeVisible();
    await expect(screen.getByText(t('settings.clearCache.login'))).toBeVisible();
    await expect(localStorage.getItem('token')).not.toBeNull();
  },
};

/** Cleared: drafts and this sign-in gone (section 4: re-login), one notice, off to sign in. */
export const ClearCacheSignsInAgain: Story = {
  parameters: { route: '/column/settings/clearCache' },
  play: async () => {
    sessionStorage.setItem('draft:story', JSON.stringify({ owner: null, values: { a: 'x' } }));
    await userEvent.click(
      await screen.findByRole('button', { name: t('settings.clearCache.button') }),
    );
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    await expect(sessionStorage.getItem('draft:story')).toBeNull();
    await waitFor(() =>
      expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(1),
    );
    await expect(document.querySelector('.mantine-Notification-root')?.textContent ?? '').toMatch(
      new RegExp(t('settings.clearCache.done').slice(0, 4)),
    );
    // The guard's 'redirecting' line shows for 100 ms: the story ends where the member does,
    // on the login page (a picture taken on the way was one or the other, by a timer).
    await expect(
      await screen.findByRole('heading', { name: t('accounts.autoLogin.welcome') }),
    ).toBeVisible();
  },
};

export const About: Story = {
  parameters: { route: '/column/settings/aboutUs' },
  play: async () => {
    await expect(
      await screen.findByText(t('settings.about.version', { version: '0.1.0' })),
    ).toBeVisible();
    // The app download entry: the general config's landingPageUrl, in a new tab, no opener.
    const download = await screen.findByRole('link', { name: t('common.appDownload') });
    await expect(download).toHaveAttribute('href', 'https://community.test/download');
    await expect(download).toHaveAttribute('target', '_blank');
    await expect(download).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A download address that is not http(s) nor an app path (javascript:): no entry at all. */
export const AboutUnsafeDownloadLink: Story = {
  parameters: { route: '/column/settings/aboutUs', mock: 'unsafe-download-link' },
  play: async () => {
    await expect(await screen.findByText(t('settings.about.mail'), { exact: false })).toBeVisible();
    await expect(screen.queryByRole('link', { name: t('common.appDownload') })).toBeNull();
    await expect(document.querySelector('[data-app-download]')).toBeNull();
  },
};
