import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { applyScenario } from '@mocks/runtime';
import { i18next } from '@/lib/i18n';
import { FindPage } from './FindPage';
import { feedStoryStates } from '@/components/feed-list/feed-story-states';

/** The tabs of the container, each in its four states (the home tab has its own file). */
const meta = {
  title: 'Feed/Tabs',
  component: FindPage,
} satisfies Meta<typeof FindPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const tab = (name: string) => `/column/columnTabbar/${name}`;

const find = feedStoryStates(tab('find'), 'feeds.typePage');
export const FindLoading: Story = find.Loading;
export const FindEmpty: Story = find.Empty;
export const FindFailure: Story = find.Failure;
export const FindSuccess: Story = find.Success;
/** A topic narrows the find list. */
export const FindByTopic: Story = {
  parameters: { route: tab('find') },
  play: async () => {
    await screen.findAllByRole('article');
    const topics = screen.getAllByRole('radio');
    await userEvent.click(topics[1]!);
    await waitFor(() => expect(topics[1]).toBeChecked());
    await expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
  },
};

const findPost = feedStoryStates(tab('findPost'), 'feeds.typePage');
export const PicksLoading: Story = findPost.Loading;
export const PicksEmpty: Story = findPost.Empty;
export const PicksFailure: Story = findPost.Failure;
export const PicksSuccess: Story = findPost.Success;

const video = feedStoryStates(tab('videoPost'), 'feeds.postList');
export const VideosLoading: Story = video.Loading;
export const VideosEmpty: Story = video.Empty;
export const VideosFailure: Story = video.Failure;
export const VideosSuccess: Story = video.Success;

const pic = feedStoryStates(tab('picPost'), 'feeds.postList');
export const PhotosLoading: Story = pic.Loading;
export const PhotosEmpty: Story = pic.Empty;
export const PhotosFailure: Story = pic.Failure;
export const PhotosSuccess: Story = pic.Success;

const games = feedStoryStates(tab('gamePost'), 'games.list', {
  success: () => screen.findByRole('list'),
  emptyText: 'feed.games.empty',
});
export const GamesLoading: Story = games.Loading;
export const GamesEmpty: Story = games.Empty;
export const GamesFailure: Story = games.Failure;
export const GamesSuccess: Story = games.Success;

const rank = feedStoryStates(tab('rankPost'), 'feeds.ranking');
export const RankingLoading: Story = rank.Loading;
export const RankingEmpty: Story = rank.Empty;
export const RankingFailure: Story = rank.Failure;
export const RankingSuccess: Story = rank.Success;

const pinked = feedStoryStates(tab('pinkedList'), 'feeds.pinkedList');
export const PickedVideosLoading: Story = pinked.Loading;
export const PickedVideosEmpty: Story = pinked.Empty;
export const PickedVideosFailure: Story = pinked.Failure;
export const PickedVideosSuccess: Story = pinked.Success;

/** The video tab opens with the strip of big-V creators. */
export const VideosCreatorStrip: Story = {
  parameters: { route: tab('videoPost') },
  play: async () => {
    const strip = await screen.findByRole('region', { name: i18next.t('post.creators.v') });
    await expect(within(strip).getAllByRole('link').length).toBeGreaterThan(0);
  },
};

/** The picture tab opens with the strip of certified (goddess) creators. */
export const PhotosCreatorStrip: Story = {
  parameters: { route: tab('picPost') },
  play: async () => {
    await expect(
      await screen.findByRole('region', { name: i18next.t('post.creators.goddess') }),
    ).toBeVisible();
  },
};

/** An ad (location 201) after every fifth post, named and badged as an ad, linking as it says. */
export const FindInlineAd: Story = {
  parameters: { route: tab('find') },
  play: async () => {
    await screen.findAllByRole('article');
    // Scroll until the sixth row (index 5: after five posts) is rendered by the virtual list,
    // a step at a time, each once the list has drawn rows where the page now is (a fixed 100 ms
    // per step let a loaded machine scroll past rows it had not drawn yet).
    const rowAtMiddle = () =>
      document
        .elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)
        ?.closest('[data-index]');
    for (let i = 0; i < 30 && !document.querySelector('[data-index="5"]'); i += 1) {
      window.scrollBy(0, 300);
      await waitFor(() => expect(rowAtMiddle()).toBeTruthy());
    }
    const row = document.querySelector<HTMLElement>('[data-index="5"]');
    await expect(row).not.toBeNull();
    // Named as an ad in the member's language (the title comes localized from the ad data).
    const ad = within(row!).getByRole('article', {
      name: (name) => name.startsWith(i18next.t('post.ad.label', { title: '' })),
    });
    await expect(within(ad).getByRole('link')).toHaveAttribute('href', '/wallet');
    await expect(within(ad).getByText(i18next.t('post.ad.badge'))).toBeVisible();
    // Back to the top for the picture: after the play, something in the story run sometimes sends
    // the window back there by itself (not seen in the app; not yet found), so a picture of the
    // scrolled feed came out one way or the other by timing.
    window.scrollTo(0, 0);
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};

/** Without ads (the ad call fails), the feed is the posts alone, with no message. */
export const FindWithoutAds: Story = {
  parameters: { route: tab('find'), mock: 'feeds.advertising=code:10000' },
  play: async () => {
    await screen.findAllByRole('article');
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(document.querySelector('[data-ad-id]')).toBeNull();
  },
};

/** The end marker after the last page. */
export const EndOfList: Story = {
  parameters: { route: tab('pinkedList') },
  play: async () => {
    await screen.findAllByRole('article');
    window.scrollTo(0, document.body.scrollHeight);
    await expect(await screen.findByText(i18next.t('post.list.end'))).toBeVisible();
  },
};

const retryMore = () => screen.findByRole('button', { name: i18next.t('post.list.retryMore') });
/** The virtual list's height: it grows by the rows of each page that arrives. */
const feedHeight = () =>
  document.querySelector<HTMLElement>('[role="feed"]')!.getBoundingClientRect().height;

/** Scrolls to the foot with the next page lost on the network (the policy keeps quiet about it). */
async function loseNextPage() {
  await screen.findAllByRole('article');
  applyScenario('feeds.typePage=network', { keepDb: true });
  window.scrollTo(0, document.body.scrollHeight);
  return retryMore();
}

/** The next page is lost while scrolling: the posts shown stay, the foot offers to try again. */
export const MorePostsFail: Story = {
  tags: ['@errors:list-load-fails'],
  parameters: { route: tab('find') },
  play: async () => {
    const retry = await loseNextPage();
    await waitFor(() =>
      expect(document.querySelector('[role="feed"]')).toHaveAttribute('aria-busy', 'false'),
    );
    await expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
    retry.scrollIntoView({ block: 'center' });
  },
};

/** The network is back: "try again" brings the page, and the foot no longer offers it. */
export const MorePostsRetried: Story = {
  parameters: { route: tab('find') },
  play: async () => {
    const retry = await loseNextPage();
    const before = feedHeight();
    applyScenario('', { keepDb: true });
    await userEvent.click(retry);
    await waitFor(() => expect(feedHeight()).toBeGreaterThan(before));
    await expect(
      screen.queryByRole('button', { name: i18next.t('post.list.retryMore') }),
    ).toBeNull();
  },
};

/**
 * The games tab leads to the games hub (issue 26.3: not only from a banner), and a chosen tag
 * shows that tag's games.
 */
export const GamesHubAndTag: Story = {
  parameters: { route: tab('gamePost') },
  play: async () => {
    const hub = await screen.findByRole('link', { name: i18next.t('feed.games.hub') });
    await expect(hub).toHaveAttribute('href', '/post/game');
    const tags = await screen.findByRole('radiogroup', { name: i18next.t('feed.games.tags') });
    await userEvent.click(within(tags).getByText('棋牌'));
    await expect(within(tags).getByRole('radio', { name: '棋牌' })).toBeChecked();
    await expect(await screen.findByRole('link', { name: /欢乐斗地主/ })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('link', { name: /跳一跳/ })).toBeNull());
  },
};
