import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { HomePage } from './HomePage';
import { feedStoryStates } from '@/components/feed-list/feed-story-states';
import { NAMED_USERS } from '@fixtures/users';

const meta = {
  title: 'Feed/Home',
  component: HomePage,
  parameters: { route: '/column/columnTabbar/index' },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = feedStoryStates('/column/columnTabbar/index', 'feeds.recommendList');
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Failure: Story = states.Failure;
/** Recommended: banners, the top ad, the sub-list tabs and the posts. */
export const Success: Story = {
  ...states.Success,
  play: async () => {
    await screen.findAllByRole('article');
    await expect(screen.getByRole('region', { name: i18next.t('feed.banners') })).toBeVisible();
    await expect(
      screen.getByRole('link', { name: i18next.t('feed.home.recommended') }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** The top bar's history button opens the posts read lately. */
export const History: Story = {
  parameters: { route: '/column/columnTabbar/index' },
  play: async () => {
    await userEvent.click(
      await screen.findByRole('link', { name: i18next.t('post.lists.viewed') }),
    );
    await expect(
      await screen.findByRole('heading', { name: i18next.t('post.lists.viewed') }),
    ).toBeVisible();
  },
};

/** Hot: the type page with sortType 1. */
export const Hot: Story = {
  parameters: { route: '/column/columnTabbar/index?list=hot' },
  play: async () => {
    await expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
  },
};

/** Following: nobody followed has posted yet (empty list): a hint towards Recommended. */
export const FollowingEmpty: Story = {
  parameters: {
    route: '/column/columnTabbar/index?list=attention',
    mock: 'feeds.followList=empty',
  },
  play: async () => {
    await expect(await screen.findByText(i18next.t('feed.home.attentionEmpty'))).toBeVisible();
  },
};

/** Who to follow (the follow list): certified creators with their tags and counts; then big V. */
export const WhoToFollow: Story = {
  parameters: { route: '/column/columnTabbar/index?list=follow' },
  play: async () => {
    await expect(
      await screen.findByRole('link', { name: i18next.t('backend.home.follow') }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(await screen.findByRole('list')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: i18next.t('post.creators.v') }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: i18next.t('post.creators.v') })).toBeChecked(),
    );
    await expect(await screen.findByRole('list')).toBeVisible();
  },
};

/** No creators of the kind: the empty text. */
export const WhoToFollowEmpty: Story = {
  parameters: { route: '/column/columnTabbar/index?list=follow', mock: 'feeds.goddessPage=empty' },
  play: async () => {
    await expect(await screen.findByText(i18next.t('post.list.empty'))).toBeVisible();
  },
};

/**
 * The author list: the authors the member follows ("author (followed authors)"), from the
 * member's follow list (user.follows); lin_xiao follows aya_photo among others.
 */
const authors = feedStoryStates('/column/columnTabbar/index?list=author', 'user.follows', {
  emptyText: 'backend.home.authorEmpty',
  success: async () => {
    const name = NAMED_USERS.creator.nickname || NAMED_USERS.creator.username;
    const link = await screen.findByRole('link', { name: new RegExp(name) });
    await expect(link).toHaveAttribute('href', expect.stringContaining('userId=10002'));
    return link;
  },
});
export const FollowedAuthorsLoading: Story = authors.Loading;
/** Nobody followed yet: the empty text and a way to who to follow. */
export const FollowedAuthorsEmpty: Story = {
  ...authors.Empty,
  play: async (context) => {
    await authors.Empty.play?.(context);
    await expect(
      screen.getByRole('link', { name: i18next.t('backend.home.findAuthors') }),
    ).toHaveAttribute('href', expect.stringContaining('list=follow'));
  },
};
export const FollowedAuthorsFailure: Story = authors.Failure;
export const FollowedAuthors: Story = authors.Success;

/**
 * The browser's geolocation for a story: a position, a refusal, or no answer yet. Put back after
 * the story (the page is shared by a worker's stories).
 */
function stubGeolocation(answer: { latitude: number; longitude: number } | 'denied' | 'pending') {
  return () => {
    const fake: Pick<Geolocation, 'getCurrentPosition'> = {
      getCurrentPosition: (ok, fail) => {
        if (answer === 'pending') return;
        if (answer === 'denied')
          fail?.({ code: 1, message: 'denied', PERMISSION_DENIED: 1 } as GeolocationPositionError);
        else ok({ coords: answer, timestamp: Date.now() } as unknown as GeolocationPosition);
      },
    };
    Object.defineProperty(navigator, 'geolocation', { value: fake, configurable: true });
    return () => {
      Reflect.deleteProperty(navigator, 'geolocation');
    };
  };
}

/** Nearby, location refused: the first city, a line saying so; then a level, a channel. */
export const Nearby: Story = {
  parameters: { route: '/column/columnTabbar/index?list=location' },
  beforeEach: stubGeolocation('denied'),
  play: async () => {
    await expect(
      await screen.findByText(i18next.t('feed.location.fallback', { city: '上海市' })),
    ).toBeVisible();
    await expect(
      await screen.findByRole('radiogroup', { name: i18next.t('feed.location.channels') }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: i18next.t('feed.location.province') }));
    await waitFor(() => expect(screen.getAllByRole('radio').length).toBeGreaterThan(3));
  },
};

/** Nearby with the member's position (Shenzhen): the nearest city first, opened, and said. */
export const NearbyLocated: Story = {
  parameters: { route: '/column/columnTabbar/index?list=location' },
  beforeEach: stubGeolocation({ latitude: 22.55, longitude: 114.05 }),
  play: async () => {
    await expect(
      await screen.findByText(i18next.t('feed.location.nearYou', { city: '深圳' })),
    ).toBeVisible();
    await expect(screen.getByRole('radio', { name: '深圳' })).toBeChecked();
  },
};

/** Nearby while the browser has not answered (the member has not chosen yet): the first city. */
export const NearbyAsking: Story = {
  parameters: { route: '/column/columnTabbar/index?list=location' },
  beforeEach: stubGeolocation('pending'),
  play: async () => {
    await expect(
      await screen.findByText(i18next.t('feed.location.asking', { city: '上海市' })),
    ).toBeVisible();
    // The picture shows the first city's posts under it, not the list still on its way.
    await expect(screen.getByRole('radio', { name: '上海市' })).toBeChecked();
    await expect((await screen.findAllByRole('article'))[0]).toBeVisible();
  },
};

/** Stop recommending an author: their posts leave the recommended list. */
export const ExcludeAuthor: Story = {
  parameters: { route: '/column/columnTabbar/index' },
  play: async () => {
    const [first] = await screen.findAllByRole('article');
    const name = first!.getAttribute('aria-label')!;
    await userEvent.click(
      screen.getAllByRole('button', { name: i18next.t('feed.recommended.menu') })[0]!,
    );
    await userEvent.click(
      await screen.findByRole('menuitem', { name: i18next.t('feed.recommended.exclude') }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name })).toBeNull());
  },
};

/** The app-start notice, once per session. */
export const PopupNotice: Story = {
  parameters: {
    route: '/column/columnTabbar/index',
    storage: { session: { feed_seen_notices: '[]' } },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: i18next.t('feed.notice.ok') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
