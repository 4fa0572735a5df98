import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PostDetailPage } from './PostDetailPage';

/**
 * The ad under a post on its detail page (feeds.adList, one call for both slots). Seeded: 50004
 * is a video (slot 301, the mini-games ad to /post/game), 50001 a picture post (slot 201, the VIP
 * ad to /wallet).
 */
const meta = {
  title: 'Post/Detail ad',
  component: PostDetailPage,
  parameters: {
    route: '/post/postDetail?postId=50001',
    // The video ad before a post's video ends with its ~2 s clip, by the machine's speed: these
    // stories are about the ad under the post, so the video ad counts as seen.
    storage: { session: { post_video_ad_done: '1' } },
  },
} satisfies Meta<typeof PostDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const adOf = (location: number) =>
  waitFor(() => {
    const ad = document.querySelector<HTMLElement>(`aside[data-ad-location="${location}"]`);
    if (!ad) throw new Error(`no ad of slot ${location}`);
    return ad;
  });

/** Under a picture post: the inline slot's ad, an app path opened in the app. */
export const UnderAPost: Story = {
  play: async () => {
    const ad = await adOf(201);
    await expect(ad).toBeVisible();
    const link = ad.querySelector('a')!;
    await expect(link).toHaveAttribute('href', '/wallet');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** After a video: the video-end slot's ad. */
export const AfterAVideo: Story = {
  parameters: { route: '/post/postDetail?postId=50004' },
  play: async () => {
    const ad = await adOf(301);
    await expect(ad.querySelector('a')).toHaveAttribute('href', '/post/game');
  },
};

/** The ad call fails: no ad, no message, the post and its comments as ever. */
export const AdCallFails: Story = {
  parameters: { mock: 'feeds.adList=code:10000' },
  play: async () => {
    await waitFor(() => expect(document.querySelector('[data-comment-id]')).not.toBeNull());
    await expect(document.querySelector('aside[data-ad-id]')).toBeNull();
    await expect(document.querySelector('[role="alert"]')).toBeNull();
  },
};

/** No image host can serve the picture: the ad is taken out whole, leaving no hole. */
export const ImageFails: Story = {
  parameters: { mock: 'config.domains=empty' },
  play: async () => {
    const ad = await adOf(201);
    await waitFor(() => expect(ad.querySelector('[data-state="failed"]')).not.toBeNull());
    await expect(ad).not.toBeVisible();
    await expect(ad.getBoundingClientRect().height).toBe(0);
  },
};
