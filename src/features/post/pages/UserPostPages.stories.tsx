import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { feedStoryStates } from '@/components/feed-list/feed-story-states';
import { ViewedPostsPage } from './UserPostPages';

/** Lists of one member: the posts they read, and a user's videos. */
const meta = {
  title: 'Post/UserLists',
  component: ViewedPostsPage,
  parameters: { route: '/post/viewed' },
} satisfies Meta<typeof ViewedPostsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const viewed = feedStoryStates('/post/viewed', 'feeds.viewedPosts', {
  emptyText: 'post.lists.viewedEmpty',
});
export const ViewedLoading: Story = viewed.Loading;
export const ViewedEmpty: Story = viewed.Empty;
export const ViewedFailure: Story = viewed.Failure;
export const ViewedSuccess: Story = viewed.Success;

// aya_photo (10002) has videos; the member lin_xiao (10001) has none.
const userVideos = feedStoryStates('/post/video/user?userId=10002', 'feeds.userVideo', {
  emptyRoute: '/post/video/user?userId=10001',
});
export const UserVideosLoading: Story = userVideos.Loading;
export const UserVideosEmpty: Story = userVideos.Empty;
export const UserVideosFailure: Story = userVideos.Failure;
/** The most liked video first, then every video, newest first. */
export const UserVideosSuccess: Story = {
  parameters: { route: '/post/video/user?userId=10002' },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: i18next.t('post.lists.userVideoHottest') }),
    ).toBeVisible();
    // The hottest card, then the list (its own call) below it.
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(1));
  },
};
