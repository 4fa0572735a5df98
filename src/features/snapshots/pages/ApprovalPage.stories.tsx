import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { feedStoryStates } from '@/components/feed-list/feed-story-states';
import { i18next } from '@/lib/i18n';
import { ApprovalPage } from './ApprovalPage';

/**
 * /post/snapshot/approval: the member's snapshots with their review state. The scenario
 * 'snapshots-in-review' gives lin_xiao one waiting (80003), one refused with its reason (80004)
 * beside the approved seeded clip (80002).
 */
const meta = {
  title: 'Snapshots/Approval',
  component: ApprovalPage,
  parameters: {
    route: '/post/snapshot/approval',
    mock: 'snapshots-in-review',
  },
} satisfies Meta<typeof ApprovalPage>;
export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

/** The row of one snapshot, once the list has it. */
const row = (id: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-review-id="${id}"]`);
    if (!found) throw new Error(`no row ${id}`);
    return found;
  });

/** The filter's "waiting for review" choice (the state is kept in the address). */
const pendingFilter = () =>
  screen.getByRole('radio', { name: t('snapshots.review.short.pending') });

const states = feedStoryStates('/post/snapshot/approval', 'snapshots.reviewList', {
  emptyText: 'snapshots.review.empty',
  success: () => row('80003'),
});
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Failure: Story = states.Failure;

/** Every state at once: waiting, refused and approved, newest first. */
export const Success: Story = {
  ...states.Success,
  play: async () => {
    await row('80003');
    const rows = [...document.querySelectorAll('[data-review-id]')];
    await expect(rows.map((r) => r.getAttribute('data-review-status'))).toEqual([
      'pending',
      'rejected',
      'approved',
    ]);
  },
};

/** Waiting for review: the filter picks the state, and the address keeps it. */
export const Pending: Story = {
  play: async () => {
    await row('80004');
    await userEvent.click(pendingFilter());
    // The filter's list replaces the one shown: the waiting row of the list before it (all
    // states) was found here and then left the page (a run under load). Only the new list counts.
    await waitFor(() => expect(document.querySelector('[data-review-id="80004"]')).toBeNull());
    await waitFor(() => {
      const waiting = document.querySelector<HTMLElement>('[data-review-id="80003"]');
      if (!waiting) throw new Error('no row 80003');
      expect(within(waiting).getByText(t('snapshots.review.short.pending'))).toBeVisible();
    });
    await expect(pendingFilter()).toBeChecked();
  },
};

/** Refused: the state and the reviewer's reason, in the member's language. */
export const Rejected: Story = {
  parameters: { route: '/post/snapshot/approval?status=rejected' },
  play: async () => {
    const refused = await row('80004');
    await expect(within(refused).getByText(t('snapshots.review.short.rejected'))).toBeVisible();
    // The server words the reason in the member's language (the seeded one, mocks/handlers).
    await expect(within(refused).getByText(/联系方式|contact details|連絡先/)).toBeVisible();
    await expect(document.querySelectorAll('[data-review-id]')).toHaveLength(1);
  },
};

/** The author's own reader says the snapshot waits for review and leads to the list. */
export const ReaderPending: Story = {
  parameters: { route: '/post/snapshot/80003' },
  play: async () => {
    const reader = await screen.findByRole('dialog', { name: t('snapshots.reader') });
    const review = await within(reader).findByTestId('snapshot-review');
    await expect(review).toHaveTextContent(t('snapshots.review.status.pending'));
    await userEvent.click(review);
    await row('80003');
    await expect(pendingFilter()).toBeChecked();
  },
};
