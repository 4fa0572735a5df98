import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { PostShareSheet } from './PostShareSheet';

/**
 * Sharing a post: the post, a QR code of its link with the member's invite code (lin_xiao:
 * LINX01), the link, save as image and copy link. Opened from a post card or the detail page
 * (the journeys in e2e/share.spec.ts); here on its own, as the share overlay shows it.
 */
const meta = {
  title: 'Post/Share sheet',
  component: PostShareSheet,
  args: { postId: '50001', onClose: fn() },
} satisfies Meta<typeof PostShareSheet>;
export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

const sheet = () => screen.findByRole('dialog', { name: t('people.share.postTitle') });

/** aya_photo's post: her name and text, the QR code and the link to this post with the invite code. */
export const Success: Story = {
  play: async () => {
    const dialog = within(await sheet());
    await expect(await dialog.findByTestId('share-post')).toHaveTextContent('今天的晚霞太好看了');
    await expect(dialog.getByTitle(t('people.share.postQr'))).toBeInTheDocument();
    await waitFor(() =>
      expect(dialog.getByTestId('share-link')).toHaveTextContent(
        /\/post\/postDetail\?postId=50001&inviteCode=LINX01$/,
      ),
    );
    await expect(dialog.getByRole('button', { name: t('people.share.save') })).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('people.share.copyLink') })).toBeVisible();
  },
};

/** A post with a picture: the card carries it (and the saved image with it). */
export const WithPicture: Story = {
  args: { postId: '50007' },
  play: async () => {
    const dialog = within(await sheet());
    await expect(await dialog.findByTestId('share-post-picture')).toBeVisible();
    await expect(dialog.getByTestId('share-link')).toHaveTextContent(/postId=50007/);
  },
};

/** The post is on its way: the link and QR code are there already, the post says it is loading. */
export const Loading: Story = {
  parameters: { mock: 'post.detail=delay:999999' },
  play: async () => {
    const dialog = within(await sheet());
    await expect(dialog.getByRole('status', { name: t('common.loading') })).toBeVisible();
    await expect(dialog.getByTestId('share-qr')).toBeVisible();
  },
};

/** The post could not be read: a retry, and the link still works. */
export const Failure: Story = {
  parameters: { mock: 'post.detail=status:500' },
  play: async () => {
    const dialog = within(await sheet());
    await expect(await dialog.findByText(t('common.loadFailed'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('common.retry') })).toBeVisible();
    await expect(dialog.getByTestId('share-link')).toHaveTextContent(/postId=50001/);
  },
};

/** A locked post shows no picture on the card (the link still leads to it). */
export const LockedPost: Story = {
  args: { postId: '50005' },
  parameters: { mock: 'locked-content' },
  play: async () => {
    const dialog = within(await sheet());
    const post = await dialog.findByTestId('share-post');
    await expect(within(post).queryByTestId('share-post-picture')).toBeNull();
  },
};

/** Closing the sheet. */
export const Close: Story = {
  play: async ({ args }) => {
    const dialog = within(await sheet());
    await userEvent.click(dialog.getByRole('button', { name: t('people.share.close') }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
