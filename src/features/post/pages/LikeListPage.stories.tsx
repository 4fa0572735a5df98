import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { feedStoryStates } from '@/components/feed-list/feed-story-states';
import { i18next } from '@/lib/i18n';
import { LikeListPage } from './LikeListPage';

/**
 * Who liked a post or a comment (actions.likeList). Seeded: the member lin_xiao (10001, 林晓)
 * liked post 50003 and comment 60002.
 */
const meta = {
  title: 'Post/Like list',
  component: LikeListPage,
  parameters: { route: '/post/likes?postId=50003' },
} satisfies Meta<typeof LikeListPage>;
export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

const liker = (id: string) => document.querySelector(`[data-liker-id="${id}"]`);
const likers = () =>
  waitFor(() => {
    const rows = document.querySelectorAll('[data-liker-id]');
    if (!rows.length) throw new Error('no likers');
    return rows;
  });

const states = feedStoryStates('/post/likes?postId=50003', 'actions.likeList', {
  emptyText: 'likes.empty',
  success: likers,
});
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Failure: Story = states.Failure;
/** A post's likers, each a link to their profile. */
export const Success: Story = {
  ...states.Success,
  play: async () => {
    await likers();
    await expect(liker('10001')).toHaveAttribute('href', '/column/userDetail?userId=10001');
  },
};

/** The search is answered by the server: a name keeps its row, a stranger's name finds no one. */
export const Search: Story = {
  play: async () => {
    await likers();
    const search = screen.getByRole('searchbox', { name: t('likes.search') });
    await userEvent.type(search, 'lin_xiao');
    await waitFor(() => expect(document.querySelectorAll('[data-liker-id]')).toHaveLength(1));
    await expect(liker('10001')).not.toBeNull();
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody-by-this-name');
    await expect(
      await screen.findByText(t('likes.noMatch', { keyword: 'nobody-by-this-name' })),
    ).toBeVisible();
  },
};

/** A comment's likers: the same list, asked with the comment's id. */
export const CommentLikers: Story = {
  parameters: { route: '/post/likes?commentId=60002' },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: t('likes.commentTitle') }),
    ).toBeVisible();
    await likers();
    await expect(liker('10001')).not.toBeNull();
  },
};

/** An address without a post or a comment says so instead of asking the server. */
export const Missing: Story = {
  parameters: { route: '/post/likes' },
  play: async () => {
    await expect(await screen.findByText(t('likes.missing'))).toBeVisible();
  },
};

/** Opened from post detail: the like count under the card leads to the list. */
export const FromPostDetail: Story = {
  parameters: { route: '/post/postDetail?postId=50003' },
  play: async () => {
    const link = await screen.findByRole('link', { name: /\(\d|（\d/ });
    await userEvent.click(link);
    await expect(await screen.findByRole('heading', { name: t('likes.title') })).toBeVisible();
    await likers();
  },
};

/** Opened from a comment: its count beside the heart leads to who liked that comment. */
export const FromComment: Story = {
  parameters: { route: '/post/postDetail?postId=50001' },
  play: async () => {
    let count: HTMLElement | null = null;
    await waitFor(() => {
      count = document.querySelector<HTMLElement>('[data-comment-id="60002"] a[data-like-count]');
      if (!count) throw new Error('comment 60002 not shown');
    });
    await userEvent.click(count!);
    await expect(
      await screen.findByRole('heading', { name: t('likes.commentTitle') }),
    ).toBeVisible();
    await waitFor(() => expect(liker('10001')).not.toBeNull());
  },
};
