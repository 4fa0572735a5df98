import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { REDIRECT_DELAY_MS, RedirectPage } from './RedirectPage';

const meta = {
  title: 'Frame/Redirect page',
  component: RedirectPage,
  parameters: { route: '/common/RedirectPage?path=%2Fcolumn%2Fsettings' },
} satisfies Meta<typeof RedirectPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 'Redirecting…' for a moment, then the page of `path`. */
export const ToAnInAppPath: Story = {
  play: async () => {
    await expect(await screen.findByText(i18next.t('shell.redirect.message'))).toBeVisible();
    await expect(
      await screen.findByRole('heading', { name: i18next.t('settings.title') }),
    ).toBeVisible();
  },
};

/** A `url` that is not http(s) (here javascript:) goes home instead. */
export const UnsafeUrlGoesHome: Story = {
  parameters: { route: '/common/RedirectPage?url=javascript%3Aalert(1)' },
  play: async () => {
    await expect(await screen.findByText(i18next.t('shell.redirect.message'))).toBeVisible();
    await expect(
      screen.getByRole('link', { name: i18next.t('shell.redirect.continue') }),
    ).toHaveAttribute('href', '/');
    // Then home, the find tab: the story ends where the member does (and its picture with it).
    await expect(
      await screen.findByRole('heading', { name: i18next.t('feed.tabs.find') }),
    ).toBeVisible();
  },
};

/**
 * Another site (not in the domain list) is never jumped to: the page says where the link leads
 * and offers it as a plain link, with the way back home.
 */
export const OutsideSiteIsOnlyOffered: Story = {
  parameters: { route: '/common/RedirectPage?url=https%3A%2F%2Fevil.test%2Fphish' },
  play: async () => {
    await expect(
      await screen.findByText(i18next.t('shell.redirect.untrusted', { host: 'evil.test' })),
    ).toBeVisible();
    await expect(screen.getByTestId('outside-link')).toHaveAttribute(
      'href',
      'https://evil.test/phish',
    );
    await expect(screen.getByRole('link', { name: i18next.t('common.backHome') })).toBeVisible();
    // Still here once a jump would have happened: after a task (the page's effects have run and
    // set any timer they set), a timer of the page's own delay fires after any such one, however
    // slow the machine.
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, REDIRECT_DELAY_MS));
    await new Promise((r) => setTimeout(r, 0));
    await expect(screen.getByTestId('outside-link')).toBeVisible();
  },
};

/** A visitor has no domain list to trust: any outside address is only offered. */
export const OutsideSiteForAVisitor: Story = {
  parameters: {
    session: null,
    route: '/common/RedirectPage?url=https%3A%2F%2Fimg-a.media.test%2Fx',
  },
  play: async () => {
    await expect(
      await screen.findByText(i18next.t('shell.redirect.untrusted', { host: 'img-a.media.test' })),
    ).toBeVisible();
  },
};
