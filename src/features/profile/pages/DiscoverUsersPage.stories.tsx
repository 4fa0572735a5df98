import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { feedStoryStates } from '@/components/feed-list/feed-story-states';
import { i18next } from '@/lib/i18n';
import { DiscoverUsersPage } from './DiscoverUsersPage';

/** /column/discoverUsers: influencers to follow, and a user search. */
const meta = {
  title: 'People/Discover users',
  component: DiscoverUsersPage,
  parameters: { route: '/column/discoverUsers' },
} satisfies Meta<typeof DiscoverUsersPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

const states = feedStoryStates('/column/discoverUsers', 'feeds.bigVPage', {
  success: async () => screen.findAllByTestId('person-row'),
});
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Failure: Story = states.Failure;
export const Success: Story = states.Success;

/** A search by account name finds the creator. */
export const Search: Story = {
  play: async () => {
    await userEvent.type(
      await screen.findByRole('searchbox', { name: t('people.discover.search') }),
      'aya',
    );
    await expect(await screen.findByText('綾 Aya')).toBeVisible();
  },
};

/** A search that finds no one. */
export const SearchNoResults: Story = {
  parameters: { mock: 'search.searchUser=empty' },
  play: async () => {
    await userEvent.type(
      await screen.findByRole('searchbox', { name: t('people.discover.search') }),
      'zzzz',
    );
    await expect(await screen.findByText(t('people.discover.noResults'))).toBeVisible();
  },
};
