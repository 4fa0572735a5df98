import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { FindPage } from './FindPage';
import { SEEN_NOTICES, feedScreenStates } from './feed-story-states';

/** The tabs of the container, each in its four states (the home tab has its own file). */
const meta = {
  title: 'Feed/Tabs',
  component: FindPage,
  parameters: { storage: SEEN_NOTICES },
} satisfies Meta<typeof FindPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const tab = (name: string) => `/column/columnTabbar/${name}`;

const find = feedScreenStates(tab('find'), 'feeds.typePage');
export const FindLoading: Story = find.Loading;
export const FindEmpty: Story = find.Empty;
export const FindFailure: Story = find.Failure;
export const FindSuccess: Story = find.Success;
/** A topic narrows the find list. */
export const FindByTopic: Story = {
  parameters: { route: tab('find') },
  play: async () => {
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    const topics = screen.getAllByRole('radio');
    await userEvent.click(topics[1]!);
    await waitFor(() => expect(topics[1]).toBeChecked());
    await expect(
      (await screen.findAllByRole('article', {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
  },
};

const findPost = feedScreenStates(tab('findPost'), 'feeds.typePage');
export const PicksLoading: Story = findPost.Loading;
export const PicksEmpty: Story = findPost.Empty;
export const PicksFailure: Story = findPost.Failure;
export const PicksSuccess: Story = findPost.Success;

const video = feedScreenStates(tab('videoPost'), 'feeds.postList');
export const VideosLoading: Story = video.Loading;
export const VideosEmpty: Story = video.Empty;
export const VideosFailure: Story = video.Failure;
export const VideosSuccess: Story = video.Success;

const pic = feedScreenStates(tab('picPost'), 'feeds.postList');
export const PhotosLoading: Story = pic.Loading;
export const PhotosEmpty: Story = pic.Empty;
export const PhotosFailure: Story = pic.Failure;
export const PhotosSuccess: Story = pic.Success;

const games = feedScreenStates(
  tab('gamePost'),
  'games.list',
  () => screen.findByRole('list', {}, { timeout: 5000 }),
  'feed.games.empty',
);
export const GamesLoading: Story = games.Loading;
export const GamesEmpty: Story = games.Empty;
export const GamesFailure: Story = games.Failure;
export const GamesSuccess: Story = games.Success;

const rank = feedScreenStates(tab('rankPost'), 'feeds.ranking');
export const RankingLoading: Story = rank.Loading;
export const RankingEmpty: Story = rank.Empty;
export const RankingFailure: Story = rank.Failure;
export const RankingSuccess: Story = rank.Success;

const pinked = feedScreenStates(tab('pinkedList'), 'feeds.pinkedList');
export const PickedVideosLoading: Story = pinked.Loading;
export const PickedVideosEmpty: Story = pinked.Empty;
export const PickedVideosFailure: Story = pinked.Failure;
export const PickedVideosSuccess: Story = pinked.Success;

/** The end marker after the last page. */
export const EndOfList: Story = {
  parameters: { route: tab('pinkedList') },
  play: async () => {
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    window.scrollTo(0, document.body.scrollHeight);
    await expect(
      await screen.findByText(i18next.t('post.list.end'), {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** Light scheme, English. */
export const FindSuccessEnglishLight: Story = {
  ...find.Success,
  globals: { locale: 'en_US', theme: 'light' },
};

/** Light scheme, Japanese: games. */
export const GamesSuccessJapaneseLight: Story = {
  ...games.Success,
  globals: { locale: 'ja', theme: 'light' },
};
