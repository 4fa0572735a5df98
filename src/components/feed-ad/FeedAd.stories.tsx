import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { Ad } from '@/api/schemas/feed';
import { FeedAd } from './FeedAd';

/** An inline ad of a feed, alone: where its link leads, and a picture that cannot be had. */
const ad = (linkUrl: string | null): Ad => ({
  id: 'ad201',
  location: 201,
  title: '开通会员看完整版',
  imgUrl: 'img/ad/vip.svg?w=750&h=200',
  linkUrl,
});

const meta = {
  title: 'Components/Feed ad',
  component: FeedAd,
  args: { ad: ad('/wallet') },
} satisfies Meta<typeof FeedAd>;
export default meta;
type Story = StoryObj<typeof meta>;

const shown = () =>
  waitFor(() => {
    const el = document.querySelector<HTMLElement>('[data-ad-id="ad201"]');
    if (!el) throw new Error('no ad');
    return el;
  });

/** An app path opens in the app. */
export const AppPath: Story = {
  play: async () => {
    const el = await shown();
    await expect(el.querySelector('a')).toHaveAttribute('href', '/wallet');
    await expect(el.querySelector('a')).not.toHaveAttribute('target');
  },
};

/** A web address opens in a new tab, without opener or referrer, marked sponsored. */
export const WebAddress: Story = {
  args: { ad: ad('https://example.com/promo') },
  play: async () => {
    const link = (await shown()).querySelector('a')!;
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')?.split(' ')).toEqual(
      expect.arrayContaining(['noopener', 'noreferrer', 'sponsored']),
    );
  },
};

/** Anything else (javascript:, //host) is no link: the ad is a picture only. */
export const UnsafeLink: Story = {
  args: { ad: ad('javascript:alert(1)') },
  play: async () => {
    const el = await shown();
    await expect(el.querySelector('a')).toBeNull();
  },
};

/** No image host can serve the picture: the ad is taken out whole, leaving no hole. */
export const ImageFails: Story = {
  parameters: { mock: 'config.domains=empty' },
  play: async () => {
    const el = await shown();
    await waitFor(() => expect(el.querySelector('[data-state="failed"]')).not.toBeNull());
    await expect(el).not.toBeVisible();
    await expect(el.getBoundingClientRect().height).toBe(0);
  },
};
