import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { feedStoryStates } from '@/components/feed-list/feed-story-states';
import { i18next } from '@/lib/i18n';
import { MyOwnPostPage } from './MyOwnPostPage';

/** /column/myOwnPost and /column/approvalList: own posts with review state and delete. */
const meta = {
  title: 'People/Own posts',
  component: MyOwnPostPage,
  parameters: { route: '/column/myOwnPost' },
} satisfies Meta<typeof MyOwnPostPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

const states = feedStoryStates('/column/myOwnPost', 'own.posts', {
  emptyText: 'people.lists.emptyPosts',
});
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Failure: Story = states.Failure;
export const Success: Story = {
  ...states.Success,
  play: async () => {
    const posts = await screen.findAllByRole('article');
    await expect(posts.length).toBeGreaterThan(0);
    await expect(screen.getAllByText(t('people.review.approved')).length).toBeGreaterThan(0);
    await expect(screen.getAllByText(t('people.review.pending')).length).toBeGreaterThan(0);
  },
};

/** The review list: only posts waiting for review or refused. */
export const ReviewList: Story = {
  parameters: { route: '/column/approvalList' },
  play: async () => {
    await screen.findAllByRole('article');
    await expect(screen.queryByText(t('people.review.approved'))).toBeNull();
  },
};

/** Delete, confirmed: the post leaves the list. */
export const Delete: Story = {
  play: async () => {
    const [first] = await screen.findAllByRole('article');
    const id = first!.getAttribute('data-post-id');
    await userEvent.click(within(first!).getByRole('button', { name: t('people.own.delete') }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('people.own.deleteYes') }));
    await waitFor(() => expect(document.querySelector(`[data-post-id="${id}"]`)).toBeNull());
  },
};
