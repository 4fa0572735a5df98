import type { StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { i18next } from '@/lib/i18n';

type State = 'Loading' | 'Empty' | 'Failure' | 'Success';

export interface FeedStoryOptions {
  /** How Success shows: by default, at least one post (article) on screen. */
  success?: () => Promise<unknown>;
  /** The Empty text's key, when the screen has its own. */
  emptyText?: string;
  /** A route that is empty by its data (instead of the `empty` variant on the list call). */
  emptyRoute?: string;
}

/**
 * The four states of a screen built on FeedList, as stories: Loading (its list call never
 * answers), Empty, Failure (code 10000, with the retry) and Success. `endpoint` is the id of the
 * screen's list call. Shared by the tab pages and the /post list pages.
 */
export function feedStoryStates(
  route: string,
  endpoint: string,
  options: FeedStoryOptions = {},
): Record<State, StoryObj> {
  const { emptyText = 'post.list.empty', emptyRoute } = options;
  const success =
    options.success ??
    (async () => {
      const posts = await screen.findAllByRole('article');
      await expect(posts.length).toBeGreaterThan(0);
      return posts;
    });
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
      parameters: emptyRoute ? { route: emptyRoute } : { route, mock: `${endpoint}=empty` },
      play: async () => {
        await expect(await screen.findByText(i18next.t(emptyText))).toBeVisible();
      },
    },
    Failure: {
      parameters: { route, mock: `${endpoint}=code:10000` },
      play: async () => {
        await expect(await screen.findByText(i18next.t('post.list.failed'))).toBeVisible();
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
