import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { PostDetailPage } from './PostDetailPage';

const meta = {
  title: 'Post/Detail',
  component: PostDetailPage,
  parameters: { route: '/post/postDetail?postId=50004' },
} satisfies Meta<typeof PostDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

export const Loading: Story = {
  parameters: { mock: 'post.detail=delay:999999' },
  play: async () => {
    await expect(await screen.findByRole('status', { name: t('post.list.loading') })).toBeVisible();
  },
};

/** The post is gone (or never was): a message and the way home. */
export const Failure: Story = {
  parameters: { mock: 'post.detail=code:10000' },
  play: async () => {
    await expect(
      await screen.findByText(t('post.detail.notFound'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: t('post.detail.home') })).toBeVisible();
  },
};

/** A video post: the player, the actions, the comment count and the first comments. */
export const Success: Story = {
  play: async () => {
    await expect(
      await screen.findByLabelText(t('post.card.video'), {}, { timeout: 5000 }),
    ).toBeVisible();
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
    await expect(
      await screen.findByText(t('post.detail.noComments'), {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Comments closed by the author. */
export const CommentsClosed: Story = {
  parameters: { mock: 'comments-closed' },
  play: async () => {
    await expect(
      await screen.findByText(t('post.detail.commentsClosed'), {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Long text shows whole on the detail page. */
export const LongText: Story = {
  parameters: { route: '/post/postDetail?postId=50002' },
  play: async () => {
    await screen.findByRole('article', {}, { timeout: 5000 });
    await expect(screen.queryByRole('button', { name: t('post.card.expand') })).toBeNull();
  },
};

/** The author's own post: delete it (confirmed first). */
export const OwnPostDelete: Story = {
  parameters: { route: '/post/postDetail?postId=50013' },
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: t('post.detail.delete') }, { timeout: 5000 }),
    );
    await expect(
      await screen.findByRole('dialog', { name: t('post.detail.deleteTitle') }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('post.detail.confirmDelete') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A locked VIP video in English: the preview clip plays, the cover offers VIP. */
export const LockedEnglish: Story = {
  parameters: { route: '/post/postDetail?postId=50009', mock: 'locked-content' },
  globals: { locale: 'en_US', theme: 'light' },
  play: async () => {
    await expect(
      await screen.findByRole('group', { name: t('post.lock.label') }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Japanese, light. */
export const SuccessJapaneseLight: Story = {
  ...Success,
  globals: { locale: 'ja', theme: 'light' },
};
