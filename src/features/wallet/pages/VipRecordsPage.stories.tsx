import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { queryStoryStates } from '@/testing/story-states';
import { VipRecordsPage } from './VipRecordsPage';

/** VIP recharge records: the member's orders. */
const meta = {
  title: 'Wallet/VIP records',
  component: VipRecordsPage,
  parameters: { route: '/wallet/vip/records' },
} satisfies Meta<typeof VipRecordsPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

/** Loading, Failure and Empty: the QueryState cell's, from the story kit. */
const states = queryStoryStates({
  route: '/wallet/vip/records',
  endpoint: 'wallet.orders',
  emptyText: 'wallet.vipRecords.empty',
});
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Failure: Story = states.Failure;
/** The call fails without an answer (network): the same Failure, with its retry. */
export const FailureNetwork: Story = {
  ...states.Failure,
  parameters: { ...states.Failure.parameters, mock: 'wallet.orders=network' },
};

export const Success: Story = {
  play: async () => {
    await waitFor(() => expect(screen.getAllByTestId('order-row').length).toBeGreaterThan(0));
    await expect(screen.getAllByText(new RegExp(t('wallet.orderType.1'))).length).toBeGreaterThan(
      0,
    );
  },
};
