import type { StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { i18next } from '@/lib/i18n';

/**
 * The four states of a feed screen as stories: Loading (its list call never answers), Empty,
 * Failure (code 10000) and Success. `endpoint` is the id of the screen's list call.
 */
export function feedScreenStates(
  route: string,
  endpoint: string,
  success: () => Promise<unknown> = () => screen.findAllByRole('article', {}, { timeout: 5000 }),
  emptyText = 'post.list.empty',
): Record<'Loading' | 'Empty' | 'Failure' | 'Success', StoryObj> {
  return {
    Loading: {
      parameters: { route, mock: `${endpoint}=delay:999999` },
      play: async () => {
        await expect(
          await screen.findByRole('status', { name: i18next.t('post.list.loading') }),
        ).toBeVisible();
      },
    },
    Empty: {
      parameters: { route, mock: `${endpoint}=empty` },
      play: async () => {
        await expect(
          await screen.findByText(i18next.t(emptyText), {}, { timeout: 5000 }),
        ).toBeVisible();
      },
    },
    Failure: {
      parameters: { route, mock: `${endpoint}=code:10000` },
      play: async () => {
        await expect(
          await screen.findByText(i18next.t('post.list.failed'), {}, { timeout: 5000 }),
        ).toBeVisible();
        await expect(
          screen.getByRole('button', { name: i18next.t('post.list.retry') }),
        ).toBeVisible();
      },
    },
    Success: {
      parameters: { route },
      play: async () => {
        await expect(await success()).toBeTruthy();
      },
    },
  };
}

/** Every feed story starts with today's notices already seen (the notice has its own story). */
export const SEEN_NOTICES = { session: { feed_seen_notices: '["n1","n2"]' } };
