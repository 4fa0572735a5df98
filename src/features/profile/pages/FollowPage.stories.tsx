import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { feedStoryStates } from '@/components/feed-list/feed-story-states';
import { i18next } from '@/lib/i18n';
import { FollowPage } from './FollowPage';

/** /column/follow: follows and fans, paged, each with a follow button. */
const meta = {
  title: 'People/Follows and fans',
  component: FollowPage,
  parameters: { route: '/column/follow?tab=follows' },
} satisfies Meta<typeof FollowPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

const rows = async () => {
  const found = await screen.findAllByTestId('person-row');
  await expect(found.length).toBeGreaterThan(0);
  return found;
};

const follows = feedStoryStates('/column/follow?tab=follows', 'user.follows', {
  emptyText: 'people.follow.emptyFollows',
  success: rows,
});
export const Loading: Story = follows.Loading;
export const Empty: Story = follows.Empty;
export const Failure: Story = follows.Failure;
export const Success: Story = follows.Success;

const fans = feedStoryStates('/column/follow?tab=fans', 'user.fans', {
  emptyText: 'people.follow.emptyFans',
  success: rows,
});
export const FansEmpty: Story = fans.Empty;

/** The member's fan aya_photo, followed back from the list: the button turns to Followed. */
export const FollowBackAFan: Story = {
  parameters: { route: '/column/follow?tab=fans', mock: 'user.follows=empty' },
  play: async () => {
    const [row] = await rows();
    const button = within(row!).getByRole('button', { pressed: true });
    await userEvent.click(button);
    await expect(await within(row!).findByRole('button', { pressed: false })).toHaveTextContent(
      t('people.person.follow'),
    );
  },
};

/** Someone else's follows (aya_photo's): opened from their page. */
export const OthersFollows: Story = {
  parameters: { route: '/column/follow?tab=follows&userId=10002' },
  play: async () => {
    await expect((await rows())[0]).toHaveAttribute('data-user-id', '10001');
  },
};
