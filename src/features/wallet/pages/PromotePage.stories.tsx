import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { queryStoryStates } from '@/testing/story-states';
import { PromotePage } from './PromotePage';

/** /promote: the invite code, the count and the people invited. */
const meta = {
  title: 'Wallet/Promote',
  component: PromotePage,
  parameters: { route: '/promote' },
} satisfies Meta<typeof PromotePage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

/** Loading, Failure and Empty: the QueryState cell's, from the story kit. */
const states = queryStoryStates({
  route: '/promote',
  endpoint: 'auth.inviteList',
  emptyText: 'wallet.promote.empty',
});
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Failure: Story = states.Failure;
/** The call fails without an answer (network): the same Failure, with its retry. */
export const FailureNetwork: Story = {
  ...states.Failure,
  parameters: { ...states.Failure.parameters, mock: 'auth.inviteList=network' },
};

export const Success: Story = {
  play: async () => {
    await expect(await screen.findByTestId('facts-headline')).not.toBeEmptyDOMElement();
    await expect(await screen.findByText(t('wallet.promote.reward'))).toBeVisible();
  },
};
