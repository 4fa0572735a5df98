import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { queryStoryStates } from '@/testing/story-states';
import { BalancePage } from './BalancePage';

/** /wallet/balance: the balance and the latest details. */
const meta = {
  title: 'Wallet/Balance',
  component: BalancePage,
  parameters: { route: '/wallet/balance' },
} satisfies Meta<typeof BalancePage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

/** Loading, Failure: the QueryState cell's, from the story kit. */
const states = queryStoryStates({ route: '/wallet/balance', endpoint: 'user.account' });
export const Loading: Story = states.Loading;
export const Failure: Story = states.Failure;
/** The call fails without an answer (network): the same Failure, with its retry. */
export const FailureNetwork: Story = {
  ...states.Failure,
  parameters: { ...states.Failure.parameters, mock: 'user.account=network' },
};

export const EmptyDetails: Story = {
  parameters: { mock: 'wallet.details=empty' },
  play: async () => {
    await expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('¥258.34');
    await expect(await screen.findByText(t('wallet.details.empty'))).toBeVisible();
  },
};

export const Success: Story = {
  play: async () => {
    await expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('¥258.34');
    await waitFor(() => expect(screen.getAllByTestId('detail-row').length).toBeGreaterThan(0));
  },
};
