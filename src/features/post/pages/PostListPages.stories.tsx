import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { feedStoryStates } from '@/components/feed-list/feed-story-states';
import { RankPage } from './PostListPages';

const meta = {
  title: 'Post/Lists',
  component: RankPage,
  parameters: { route: '/post/rank' },
} satisfies Meta<typeof RankPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const posts = () => screen.findAllByRole('article');

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
    await expect(await screen.findByText(i18next.t('post.list.empty'))).toBeVisible();
  },
};
export const RankFailure: Story = {
  parameters: { mock: 'feeds.ranking=code:10000' },
  play: async () => {
    await expect(await screen.findByText(i18next.t('post.list.failed'))).toBeVisible();
  },
};
export const RankSuccess: Story = {
  play: async () => expect((await posts()).length).toBeGreaterThan(0),
};
const tags = feedStoryStates('/post/tags?tagId=203', 'feeds.typePage');
export const TagsLoading: Story = tags.Loading;
export const TagsEmpty: Story = tags.Empty;
export const TagsFailure: Story = tags.Failure;
export const TagsSuccess: Story = tags.Success;

const similar = feedStoryStates('/post/similarPosts?postId=50002', 'feeds.similar');
export const SimilarPostsLoading: Story = similar.Loading;
export const SimilarPostsEmpty: Story = similar.Empty;
export const SimilarPostsFailure: Story = similar.Failure;
export const SimilarPostsSuccess: Story = similar.Success;

const findMore = feedStoryStates('/post/find?postId=50007', 'feeds.findByPost');
export const FindMoreLoading: Story = findMore.Loading;
export const FindMoreEmpty: Story = findMore.Empty;
export const FindMoreFailure: Story = findMore.Failure;
/** Find more: the post itself first. */
export const FindMoreSuccess: Story = {
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

const locals = feedStoryStates('/post/locals?code=310100', 'feeds.postList');
export const LocalsLoading: Story = locals.Loading;
export const LocalsEmpty: Story = locals.Empty;
export const LocalsFailure: Story = locals.Failure;
export const LocalsSuccess: Story = locals.Success;

const pictures = feedStoryStates('/post/picture', 'feeds.postList');
export const PicturesLoading: Story = pictures.Loading;
export const PicturesEmpty: Story = pictures.Empty;
export const PicturesFailure: Story = pictures.Failure;
export const PicturesSuccess: Story = pictures.Success;

const longVideos = feedStoryStates('/post/video/aVList', 'feeds.aVList');
export const LongVideosLoading: Story = longVideos.Loading;
export const LongVideosEmpty: Story = longVideos.Empty;
export const LongVideosFailure: Story = longVideos.Failure;
/** Long videos, with the strip of actress creators above them. */
export const LongVideosSuccess: Story = {
  parameters: { route: '/post/video/aVList' },
  play: async () => {
    await expect((await posts()).length).toBeGreaterThan(0);
    await expect(
      await screen.findByRole('region', { name: i18next.t('post.creators.actress') }),
    ).toBeVisible();
  },
};

const creatorVideos = feedStoryStates('/post/video/bigVList', 'feeds.bigVList');
export const CreatorVideosLoading: Story = creatorVideos.Loading;
export const CreatorVideosEmpty: Story = creatorVideos.Empty;
export const CreatorVideosFailure: Story = creatorVideos.Failure;
export const CreatorVideosSuccess: Story = creatorVideos.Success;

const videoList = feedStoryStates('/post/video/list', 'feeds.longVideoPage');
export const VideoListLoading: Story = videoList.Loading;
export const VideoListEmpty: Story = videoList.Empty;
export const VideoListFailure: Story = videoList.Failure;
export const VideoListSuccess: Story = videoList.Success;

const picked = feedStoryStates('/post/video/pinkedList', 'feeds.pinkedList');
export const PickedVideosLoading: Story = picked.Loading;
export const PickedVideosEmpty: Story = picked.Empty;
export const PickedVideosFailure: Story = picked.Failure;
export const PickedVideosSuccess: Story = picked.Success;

const recommended = feedStoryStates('/post/video/recommendVList', 'feeds.recommendVList');
export const RecommendedVideosLoading: Story = recommended.Loading;
export const RecommendedVideosEmpty: Story = recommended.Empty;
export const RecommendedVideosFailure: Story = recommended.Failure;
export const RecommendedVideosSuccess: Story = recommended.Success;
