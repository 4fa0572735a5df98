import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { SearchPage } from './SearchPage';

/**
 * Every /post list opens from somewhere in the app: the tabs' list chips, "similar posts" and
 * "find more" under a post, and the ranking positions on /post/rank.
 */
const meta = {
  title: 'Search/Reachable lists',
  component: SearchPage,
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

const listLinks = async () =>
  within(await screen.findByRole('navigation', { name: t('search.moreLists') }));

export const VideoTabLists: Story = {
  parameters: { route: '/column/columnTabbar/videoPost' },
  play: async () => {
    const links = await listLinks();
    for (const [name, to] of [
      ['video_list', '/post/video/list'],
      ['video_aVList', '/post/video/aVList'],
      ['video_bigVList', '/post/video/bigVList'],
      ['video_pinkedList', '/post/video/pinkedList'],
      ['video_recommendVList', '/post/video/recommendVList'],
    ] as const)
      await expect(links.getByRole('link', { name: t(`post.lists.${name}`) })).toHaveAttribute(
        'href',
        to,
      );
  },
};

export const PictureTabList: Story = {
  parameters: { route: '/column/columnTabbar/picPost' },
  play: async () => {
    const links = await listLinks();
    await expect(links.getByRole('link', { name: t('post.lists.picture') })).toHaveAttribute(
      'href',
      '/post/picture',
    );
  },
};

export const RankTabList: Story = {
  parameters: { route: '/column/columnTabbar/rankPost' },
  play: async () => {
    const links = await listLinks();
    await expect(links.getByRole('link', { name: t('post.lists.rank') })).toHaveAttribute(
      'href',
      '/post/rank',
    );
  },
};

export const FindMoreUnderAPost: Story = {
  parameters: { route: '/post/postDetail?postId=50002' },
  play: async () => {
    const links = await listLinks();
    await expect(links.getByRole('link', { name: t('post.lists.similar') })).toHaveAttribute(
      'href',
      '/post/similarPosts?postId=50002',
    );
    await expect(links.getByRole('link', { name: t('post.lists.find') })).toHaveAttribute(
      'href',
      '/post/find?postId=50002',
    );
  },
};

/** /post/rank shows each post's position, the first at the top. */
export const RankPositions: Story = {
  parameters: { route: '/post/rank' },
  play: async () => {
    await waitFor(() => {
      const first = document.querySelector('[data-rank]');
      if (!first) throw new Error('no ranks');
      return expect(first).toHaveAttribute('data-rank', '1');
    });
  },
};
