import type { StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { i18next } from '@/lib/i18n';

type State = 'Loading' | 'Empty' | 'Failure' | 'Success';

/**
 * The four states of a /post list page as stories: Loading (its list call never answers), Empty
 * (`empty`, or the given scenario/route), Failure (code 10000) and Success (posts shown).
 */
export function listStates(
  route: string,
  endpoint: string,
  options: { emptyRoute?: string; emptyText?: string } = {},
): Record<State, StoryObj> {
  const emptyText = options.emptyText ?? 'post.list.empty';
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
      parameters: options.emptyRoute
        ? { route: options.emptyRoute }
        : { route, mock: `${endpoint}=empty` },
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
      },
    },
    Success: {
      parameters: { route },
      play: async () => {
        await expect(
          (await screen.findAllByRole('article', {}, { timeout: 5000 })).length,
        ).toBeGreaterThan(0);
      },
    },
  };
}
