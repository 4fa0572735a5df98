import type { Meta, StoryObj } from '@storybook/react-vite';
import { data } from 'react-router-dom';
import { expect, screen } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { RouteErrorHarness } from '@/testing/route-error-harness';
import { CHUNK_RELOAD_KEY } from './chunk-reload';

/**
 * What a route error shows (errors.tsv): a route that throws HTTP 404 shows the 404 page; any
 * other route error shows 'An error occurred' with the error's own status (500 by default); a page
 * chunk that fails to load reloads the app at most once a minute, and a second failure within
 * that minute shows the error page instead of reloading again (the reload itself:
 * chunk-reload.test.ts and the journey in e2e/route-errors.spec.ts).
 */
const meta = {
  title: 'Frame/Errors/Route errors',
  component: RouteErrorHarness,
} satisfies Meta<typeof RouteErrorHarness>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

/** A route throws HTTP 404: the 404 page, with the way home. */
export const Thrown404: Story = {
  tags: ['@errors:http-404'],
  args: { error: () => data(null, { status: 404 }) },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: t('errors.notFound.title') }),
    ).toBeVisible();
    await expect(screen.getByText(t('errors.notFound.lost'))).toBeVisible();
    await expect(screen.getByRole('link', { name: t('errors.backHome') })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** Another route error with its own status (503): 'An error occurred' with that status. */
export const ThrownWithItsStatus: Story = {
  tags: ['@errors:other-route-error'],
  args: { error: () => data(null, { status: 503 }) },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: t('errors.general.title') }),
    ).toBeVisible();
    await expect(screen.getByText(t('errors.general.status', { status: 503 }))).toBeVisible();
    await expect(screen.getByRole('link', { name: t('errors.backHome') })).toBeVisible();
  },
};

/** A route error without a status (an exception): 500, the default. */
export const ThrownWithoutStatus: Story = {
  tags: ['@errors:other-route-error'],
  args: { error: () => new Error('A page failed') },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: t('errors.general.title') }),
    ).toBeVisible();
    await expect(screen.getByText(t('errors.general.status', { status: 500 }))).toBeVisible();
  },
};

/**
 * A page chunk failed to load again less than a minute after the reload it caused: no reload
 * loop, the error page with its reload button.
 */
export const ChunkFailsAgainWithinAMinute: Story = {
  tags: ['@errors:chunk-load-failure'],
  args: {
    error: () => {
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
      return new TypeError('Failed to fetch dynamically imported module: /assets/Page-1a2b3c.js');
    },
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: t('errors.general.title') }),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: t('errors.reload') })).toBeVisible();
    await expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
  },
};
