import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { queryStoryStates } from '@/testing/story-states';
import { RechargeCardRecordPage } from './RechargeCardRecordPage';

/**
 * /rechargeCard/record for member 10001, who has redeemed no card in the seed; the scenario
 * 'recharge-card-records' gives two (¥88, then ¥66).
 */
const meta = {
  title: 'Wallet/Recharge card records',
  component: RechargeCardRecordPage,
  parameters: { route: '/rechargeCard/record' },
} satisfies Meta<typeof RechargeCardRecordPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

/** Loading, Failure and Empty: the QueryState cell's, from the story kit. */
const states = queryStoryStates({
  route: '/rechargeCard/record',
  endpoint: 'wallet.rechargeCardRecords',
  emptyText: 'wallet.rechargeCard.empty',
});
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Failure: Story = states.Failure;
/** The call fails without an answer (network): the same Failure, with its retry. */
export const FailureNetwork: Story = {
  ...states.Failure,
  parameters: { ...states.Failure.parameters, mock: 'wallet.rechargeCardRecords=network' },
};

export const Success: Story = {
  parameters: { mock: 'recharge-card-records' },
  play: async () => {
    await waitFor(() => expect(screen.getAllByTestId('card-record')).toHaveLength(2));
    const [newest, older] = screen.getAllByTestId('card-record');
    await expect(newest).toHaveTextContent('+¥66.00');
    await expect(newest).toHaveTextContent('LM66 **** **** BBBB');
    await expect(older).toHaveTextContent('+¥88.00');
  },
};

/** A record opens its balance detail: a 401 recharge paid by recharge card. */
export const OpenRecord: Story = {
  parameters: { mock: 'recharge-card-records' },
  play: async () => {
    const [newest] = await screen.findAllByTestId('card-record');
    await userEvent.click(newest!);
    await expect(await screen.findByTestId('facts-headline')).toHaveTextContent('+¥66.00');
    await expect(screen.getByText(t('wallet.detailType.401'))).toBeVisible();
    await expect(await screen.findByText(t('wallet.channel.RechargeCard'))).toBeVisible();
  },
};
