import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { queryStoryStates } from '@/testing/story-states';
import { CommentPage } from './CommentPages';

const meta = {
  title: 'Comments/Pages',
  component: CommentPage,
  parameters: { route: '/column/lookComment?postId=50013' },
} satisfies Meta<typeof CommentPage>;
export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

const states = queryStoryStates({
  route: '/column/lookComment?postId=50013',
  endpoint: 'post.detail',
  success: async () => {
    await waitFor(() =>
      expect(document.querySelectorAll('[data-comment-id]').length).toBeGreaterThan(0),
    );
    // The reading page: no box, a way to the writing page and to the post.
    await expect(screen.queryByRole('textbox', { name: t('comments.composer.label') })).toBeNull();
    await expect(screen.getByRole('link', { name: t('comments.pages.write') })).toHaveAttribute(
      'href',
      '/column/comment?postId=50013',
    );
    return screen.getByRole('link', { name: t('comments.pages.viewPost') });
  },
});

/** /column/lookComment: the post's comments to read. */
export const LookLoading: Story = states.Loading;
export const LookFailure: Story = states.Failure;
export const LookSuccess: Story = states.Success;

/**
 * The server has no such post (its not-found code): "not found" and the way home, no retry (asking
 * again would not bring it back), and no box to write into.
 */
export const LookNotFound: Story = {
  parameters: { route: '/column/lookComment?postId=59999' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(t('post.detail.notFound'));
    await expect(screen.getByRole('link', { name: t('post.detail.home') })).toHaveAttribute(
      'href',
      '/column/columnTabbar/index',
    );
    await expect(screen.queryByRole('button', { name: t('common.retry') })).toBeNull();
  },
};

/** A link to the writing page that names no post: "not found" at once, not a lasting Loading. */
export const WriteWithoutPost: Story = {
  parameters: { route: '/column/comment' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(t('post.detail.notFound'));
    await expect(screen.queryByRole('textbox', { name: t('comments.composer.label') })).toBeNull();
    await expect(document.querySelector('[data-query-state="loading"]')).toBeNull();
  },
};

/** /column/comment: the writing page, its box focused, then the comments. */
export const Write: Story = {
  parameters: { route: '/column/comment?postId=50001' },
  play: async () => {
    const box = await screen.findByRole('textbox', { name: t('comments.composer.label') });
    await waitFor(() => expect(box).toHaveFocus());
    await expect(screen.getByRole('link', { name: t('comments.pages.viewPost') })).toHaveAttribute(
      'href',
      '/post/postDetail?postId=50001',
    );
  },
};
