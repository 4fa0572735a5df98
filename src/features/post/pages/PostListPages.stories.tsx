import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { RankPage } from './PostListPages';

const meta = {
  title: 'Post/Lists',
  component: RankPage,
  parameters: { route: '/post/rank' },
} satisfies Meta<typeof RankPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const posts = () => screen.findAllByRole('article', {}, { timeout: 5000 });

export const RankLoading: Story = {
  parameters: { mock: 'feeds.ranking=delay:999999' },
  play: async () => {
    await expect(
      await screen.findByRole('status', { name: i18next.t('post.list.loading') }),
    ).toBeVisible();
  },
};
export const RankEmpty: Story = {
  parameters: { mock: 'empty-feeds' },
  play: async () => {
    await expect(
      await screen.findByText(i18next.t('post.list.empty'), {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
export const RankFailure: Story = {
  parameters: { mock: 'feeds.ranking=code:10000' },
  play: async () => {
    await expect(
      await screen.findByText(i18next.t('post.list.failed'), {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
export const Rank: Story = { play: async () => expect((await posts()).length).toBeGreaterThan(0) };
export const Tags: Story = {
  parameters: { route: '/post/tags?tagId=203' },
  play: async () => expect((await posts()).length).toBeGreaterThan(0),
};
export const SimilarPosts: Story = {
  parameters: { route: '/post/similarPosts?postId=50002' },
  play: async () => expect((await posts()).length).toBeGreaterThan(0),
};
/** Find more: the post itself first. */
export const FindMore: Story = {
  parameters: { route: '/post/find?postId=50007' },
  play: async () => {
    const [first] = await posts();
    await expect(first).toHaveAttribute('data-post-id', '50007');
  },
};
export const FindMoreWithoutPost: Story = {
  parameters: { route: '/post/find' },
  play: async () => {
    await expect(await screen.findByText(i18next.t('post.lists.missing'))).toBeVisible();
  },
};
export const Locals: Story = {
  parameters: { route: '/post/locals?code=310100' },
  play: async () => expect((await posts()).length).toBeGreaterThan(0),
};
export const Pictures: Story = {
  parameters: { route: '/post/picture' },
  play: async () => expect((await posts()).length).toBeGreaterThan(0),
};
export const LongVideos: Story = {
  parameters: { route: '/post/video/aVList' },
  play: async () => expect((await posts()).length).toBeGreaterThan(0),
};
export const CreatorVideos: Story = {
  parameters: { route: '/post/video/bigVList' },
  play: async () => expect((await posts()).length).toBeGreaterThan(0),
};
export const VideoList: Story = {
  parameters: { route: '/post/video/list' },
  play: async () => expect((await posts()).length).toBeGreaterThan(0),
};
export const PickedVideos: Story = {
  parameters: { route: '/post/video/pinkedList' },
  play: async () => expect((await posts()).length).toBeGreaterThan(0),
};
export const RecommendedVideos: Story = {
  parameters: { route: '/post/video/recommendVList' },
  play: async () => expect((await posts()).length).toBeGreaterThan(0),
};
