import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { NotFoundPage } from './NotFoundPage';

/** The 404 of the error layout, rendered by the app's routes (parameters.route). */
const meta = {
  title: 'Frame/Errors/404',
  component: NotFoundPage,
  parameters: { route: '/error/404' },
} satisfies Meta<typeof NotFoundPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const expectNotFound = async () => {
  await expect(
    await screen.findByRole('heading', { name: i18next.t('errors.notFound.title') }),
  ).toBeVisible();
  await expect(screen.getByText(i18next.t('errors.notFound.lost'))).toBeVisible();
  await expect(screen.getByRole('link', { name: i18next.t('errors.backHome') })).toHaveAttribute(
    'href',
    '/',
  );
};

/** /error/404. */
export const ErrorRoute: Story = {
  tags: ['@errors:page-lost'],
  play: expectNotFound,
};

/** Any path the app does not know, for a signed-in member. */
export const UnknownRoute: Story = {
  tags: ['@errors:unknown-route'],
  parameters: { route: '/no/such/page' },
  play: expectNotFound,
};

/** Signed out, /error/404 stays reachable (the guard does not bounce the error pages). */
export const SignedOut: Story = {
  parameters: { session: null },
  play: expectNotFound,
};
