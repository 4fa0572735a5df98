import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { RedirectPage } from './RedirectPage';

const meta = {
  title: 'Shell/Redirect page',
  component: RedirectPage,
  parameters: { route: '/common/RedirectPage?path=%2FtimeZone%2Flist' },
} satisfies Meta<typeof RedirectPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 'Redirecting…' for a moment, then the page of `path`. */
export const ToAnInAppPath: Story = {
  play: async () => {
    await expect(await screen.findByText(i18next.t('shell.redirect.message'))).toBeVisible();
    await expect(
      await screen.findByRole('heading', { name: i18next.t('shell.timeZone.title') }),
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
  },
};
