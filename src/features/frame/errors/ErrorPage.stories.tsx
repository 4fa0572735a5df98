import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Frame/Errors/500',
  component: ErrorPage,
  parameters: { route: '/error/500' },
} satisfies Meta<typeof ErrorPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** /error/500: 'An error occurred', the status, and the way home. */
export const ServerError: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: i18next.t('errors.general.title') }),
    ).toBeVisible();
    await expect(
      screen.getByText(i18next.t('errors.general.status', { status: 500 })),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: i18next.t('errors.backHome') })).toBeVisible();
    await expect(screen.getByRole('button', { name: i18next.t('errors.reload') })).toBeVisible();
  },
};
