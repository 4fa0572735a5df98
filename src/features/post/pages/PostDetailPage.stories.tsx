import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { applyScenario } from '@mocks/runtime';
import { i18next } from '@/lib/i18n';
import { PostDetailPage } from './PostDetailPage';

const meta = {
  title: 'Post/Detail',
  component: PostDetailPage,
  parameters: {
    route: '/post/postDetail?postId=50004',
    // The video ad over this post's video, already seen this session: it ends with its mock clip
    // (about 2 s), so each state's picture showed the ad or the post by how fast the machine was.
    // The ad has its own story (VideoAd) and DetailAd's file.
    storage: { session: { post_video_ad_done: '1' } },
  },
} satisfies Meta<typeof PostDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

/**
 * The placeholder becomes the player once the media domains arrive, so the element is looked up
 * afresh on every try: holding the first one found races that swap.
 */
const expectVideoShown = () =>
  waitFor(() => expect(screen.getByLabelText(t('post.card.video'))).toBeVisible());

export const Loading: Story = {
  parameters: { mock: 'post.detail=delay:999999' },
  play: async () => {
    await expect(await screen.findByRole('status', { name: t('post.list.loading') })).toBeVisible();
  },
};

/**
 * The server answers that the post does not exist (its not-found code): the page says so and
 * offers the way home. No retry: asking again would not bring the post back.
 */
export const NotFound: Story = {
  parameters: { route: '/post/postDetail?postId=59999' },
  play: async () => {
    await expect(await screen.findByText(t('post.detail.notFound'))).toBeVisible();
    await expect(screen.getByRole('link', { name: t('post.detail.home') })).toBeVisible();
    await expect(screen.queryByRole('button', { name: t('common.retry') })).toBeNull();
  },
};

/** A link that names no post: "not found" at once (nothing to ask the server), not a lasting Loading. */
export const WithoutPost: Story = {
  parameters: { route: '/post/postDetail' },
  play: async () => {
    await expect(await screen.findByText(t('post.detail.notFound'))).toBeVisible();
    await expect(screen.getByRole('link', { name: t('post.detail.home') })).toBeVisible();
    await expect(screen.queryByRole('button', { name: t('common.retry') })).toBeNull();
  },
};

/** A server error is no answer about the post: the failure with a retry, never "not found". */
export const Failure: Story = {
  parameters: { mock: 'post.detail=status:500' },
  play: async () => {
    await expect(await screen.findByText(t('post.detail.loadFailed'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('common.retry') })).toBeVisible();
    await expect(screen.queryByText(t('post.detail.notFound'))).toBeNull();
  },
};

/** errors.tsv, code 10000: the server's message in a red notice, besides the page's failure. */
export const GeneralFailure: Story = {
  parameters: { mock: 'post.detail=code:10000+message:Post%20service%20busy' },
  play: async () => {
    await expect(await screen.findByText(t('post.detail.loadFailed'))).toBeVisible();
    await waitFor(() => {
      const notice = screen
        .queryAllByRole('alert')
        .find((a) => a.textContent?.includes('Post service busy'));
      if (!notice) throw new Error('no red notice with the server message');
      return expect(notice.getAttribute('style') ?? '').toContain('--mantine-color-red');
    });
  },
};

/** The network was down; it is back, and the retry brings the post. */
export const FailureRetried: Story = {
  parameters: { mock: 'post.detail=network' },
  play: async () => {
    const retry = await screen.findByRole('button', { name: t('common.retry') });
    await expect(screen.getByText(t('post.detail.loadFailed'))).toBeVisible();
    // The network comes back (the same db: only the override is lifted).
    applyScenario('', { keepDb: true });
    await userEvent.click(retry);
    await expectVideoShown();
    await expect(screen.queryByText(t('post.detail.loadFailed'))).toBeNull();
  },
};

/** A video post: the player, the actions, the comment count and the first comments. */
export const Success: Story = {
  play: async () => {
    await expectVideoShown();
    await expect(await screen.findByRole('heading', { name: /22/ })).toBeVisible();
    await waitFor(() =>
      expect(document.querySelectorAll('[data-comment-id]').length).toBeGreaterThan(0),
    );
  },
};

/** No comments yet. */
export const NoComments: Story = {
  parameters: { mock: 'comments.page=empty' },
  play: async () => {
    await expect(await screen.findByText(t('post.detail.noComments'))).toBeVisible();
  },
};

/** Comments closed by the author. */
export const CommentsClosed: Story = {
  parameters: { mock: 'comments-closed' },
  play: async () => {
    await expect(await screen.findByText(t('post.detail.commentsClosed'))).toBeVisible();
  },
};

/** Long text shows whole on the detail page. */
export const LongText: Story = {
  parameters: { route: '/post/postDetail?postId=50002' },
  play: async () => {
    await screen.findAllByRole('article');
    const post = document.querySelector<HTMLElement>('article[data-post-id="50002"]');
    await expect(post).not.toBeNull();
    await expect(within(post!).queryByRole('button', { name: t('post.card.expand') })).toBeNull();
  },
};

/** The author's own post: delete it (confirmed first), then back where they came from (home). */
export const OwnPostDelete: Story = {
  parameters: { route: '/post/postDetail?postId=50013' },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: t('post.detail.delete') }));
    await expect(
      await screen.findByRole('dialog', { name: t('post.detail.deleteTitle') }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('post.detail.confirmDelete') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await screen.findByRole('heading', { name: t('feed.tabs.find') })).toBeVisible();
    await expect(document.querySelector('article[data-post-id="50013"]')).toBeNull();
  },
};

/** A locked VIP video: the preview clip plays, the cover offers VIP. */
export const Locked: Story = {
  parameters: { route: '/post/postDetail?postId=50009', mock: 'locked-content' },
  play: async () => {
    await expect(await screen.findByRole('group', { name: t('post.lock.label') })).toBeVisible();
  },
};

/**
 * The video ad over the post's video: badged, its link, and skippable only after its 5 s (the
 * skip itself is a journey in e2e/feed.spec.ts: a story's frame may have its timers throttled).
 */
export const VideoAd: Story = {
  parameters: { storage: { session: { post_video_ad_done: '0' } } },
  play: async () => {
    const ad = await screen.findByRole('complementary', {
      name: (name) => name.startsWith(t('post.videoAd.label', { title: '' })),
    });
    await expect(within(ad).getByText(t('post.ad.badge'))).toBeVisible();
    // Counting down: disabled, and not yet the skip text.
    const skip = ad.querySelector('[data-video-ad-skip]');
    await expect(skip).not.toHaveTextContent(t('post.videoAd.skip'));
    await expect(skip).toBeDisabled();
    await expect(
      within(ad).getByRole('link', { name: t('post.videoAd.learnMore') }),
    ).toHaveAttribute('href', '/wallet');
    // The mock clip lasts about 2 s, and the ad ends with it: held still, the ad is what the
    // pictures in the other modes show, whatever the machine's speed.
    ad.querySelector('video')?.pause();
  },
};

/** Once the ad was seen this session, the post's video shows at once. */
export const VideoAdSeen: Story = {
  parameters: { storage: { session: { post_video_ad_done: '1' } } },
  play: async () => {
    await expectVideoShown();
    await expect(document.querySelector('[data-video-ad]')).toBeNull();
  },
};

/** A video post links to more videos of its author. */
export const MoreVideos: Story = {
  play: async () => {
    await screen.findAllByRole('article');
    const link = await waitFor(() => {
      const el = document.querySelector('a[data-more-videos]');
      if (!el) throw new Error('no link to more videos yet');
      return el;
    });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/post/video/user?userId=10002');
  },
};

/** Tip the author: the reward overlay opens (amount and remark; the button waits for an amount). */
export const Tip: Story = {
  parameters: { route: '/post/postDetail?postId=50001' },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: t('post.card.tip') }));
    const dialog = await screen.findByRole('dialog', { name: t('pay.reward.title') });
    await expect(
      within(dialog).getByRole('button', { name: t('pay.reward.submit') }),
    ).toBeDisabled();
  },
};

/** No tip on one's own post. */
export const OwnPostNoTip: Story = {
  parameters: { route: '/post/postDetail?postId=50013' },
  play: async () => {
    await screen.findByRole('button', { name: t('post.detail.delete') });
    await expect(screen.queryByRole('button', { name: t('post.card.tip') })).toBeNull();
  },
};

/** Subscription content: the author's own monthly price, paid to the author. */
export const LockedSubscription: Story = {
  parameters: { route: '/post/postDetail?postId=50008' },
  play: async () => {
    const cover = await screen.findByRole('group', { name: t('post.lock.label') });
    await userEvent.click(
      within(cover).getByRole('button', { name: t('post.lock.subscribePrice', { price: 30 }) }),
    );
    const sheet = await screen.findByRole('dialog');
    await expect(await within(sheet).findByTestId('pay-amount')).toHaveTextContent('¥30.00');
  },
};

/** VIP content: "open VIP" leads to the VIP levels of the wallet. */
export const LockedOpenVip: Story = {
  parameters: { route: '/post/postDetail?postId=50009' },
  play: async () => {
    const cover = await screen.findByRole('group', { name: t('post.lock.label') });
    await userEvent.click(within(cover).getByRole('button', { name: t('post.lock.openVip') }));
    await expect(await screen.findByRole('heading', { name: t('wallet.vip.title') })).toBeVisible();
  },
};
