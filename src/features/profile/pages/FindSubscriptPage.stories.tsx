import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { feedStoryStates } from '@/components/feed-list/feed-story-states';
import { i18next } from '@/lib/i18n';
import { FindSubscriptPage } from './FindSubscriptPage';

/** /column/findSubscript: creators taking subscriptions. */
const meta = {
  title: 'People/Creators to subscribe to',
  component: FindSubscriptPage,
  parameters: { route: '/column/findSubscript' },
} satisfies Meta<typeof FindSubscriptPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const rows = async () => screen.findAllByTestId('creator-row');
const states = feedStoryStates('/column/findSubscript', 'feeds.goddessPage', {
  emptyText: 'people.creators.empty',
  success: rows,
});
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Failure: Story = states.Failure;
export const Success: Story = states.Success;

/** A creator's subscribe button opens the pay sheet. */
export const Subscribe: Story = {
  play: async () => {
    const subscribe = (await rows())
      .map((row) => within(row).queryByRole('button', { name: /¥/ }))
      .find((b) => b && !b.hasAttribute('disabled'));
    await expect(subscribe).toBeTruthy();
    await userEvent.click(subscribe!);
    await expect(await screen.findByRole('dialog')).toBeVisible();
    await expect(i18next.t('people.creators.title')).toBeTruthy();
  },
};
