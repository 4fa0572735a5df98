import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { queryStoryStates } from '@/testing/story-states';
import { RechargePage } from './RechargePage';

/** /wallet/balance/recharge: an amount and an outside channel, then the order. */
const meta = {
  title: 'Wallet/Recharge',
  component: RechargePage,
  parameters: { route: '/wallet/balance/recharge' },
} satisfies Meta<typeof RechargePage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

/** Loading, Failure: the QueryState cell's, from the story kit. */
const states = queryStoryStates({ route: '/wallet/balance/recharge', endpoint: 'wallet.payWays' });
export const Loading: Story = states.Loading;

async function chooseAlipayAndSubmit() {
  await userEvent.click(await screen.findByRole('radio', { name: /Alipay|支付宝/ }));
  await userEvent.click(screen.getByRole('button', { name: t('wallet.recharge.submit') }));
}

/** No answer: what failed and a retry. */
export const Failure: Story = {
  parameters: { mock: 'wallet.payWays=network' },
  play: async () => {
    await expect(await screen.findByText(t('common.loadFailed'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

/** Suggested amounts, a custom amount and the outside channels. */
export const Success: Story = {
  play: async () => {
    await expect(await screen.findByRole('radio', { name: /Alipay|支付宝/ })).toBeVisible();
    await expect(screen.getByLabelText(t('wallet.recharge.amount'))).toHaveValue('¥100');
  },
};

/** No channel chosen, no amount: both messages, nothing sent. */
export const Validation: Story = {
  play: async () => {
    const amount = await screen.findByLabelText(t('wallet.recharge.amount'));
    await userEvent.clear(amount);
    await userEvent.click(screen.getByRole('button', { name: t('wallet.recharge.submit') }));
    await expect(await screen.findByText(t('wallet.recharge.chooseChannel'))).toBeVisible();
    await expect(screen.getByText(/¥1\.00/)).toBeVisible();
  },
};

/** The order is created: the result screen offers pay now or decline. */
export const OrderCreated: Story = {
  play: async () => {
    await chooseAlipayAndSubmit();
    await expect(await screen.findByText(t('wallet.rechargeResult.created'))).toBeVisible();
    await expect(
      screen.getByRole('button', { name: t('wallet.rechargeResult.payNow') }),
    ).toBeVisible();
  },
};

/** The pay token call fails (network): 'server request exception-004!', the form kept. */
export const TokenNetwork: Story = {
  parameters: { mock: 'pay-token-network' },
  play: async () => {
    await chooseAlipayAndSubmit();
    await expect(await screen.findByRole('alert')).toHaveTextContent(t('pay.errors.tokenNetwork'));
    await expect(screen.getByLabelText(t('wallet.recharge.amount'))).toHaveValue('¥100');
  },
};

/** The order call fails (network): 'server request exception-003!'. */
export const OrderNetwork: Story = {
  parameters: { mock: 'order-network' },
  play: async () => {
    await chooseAlipayAndSubmit();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(t('pay.errors.orderNetwork')),
    );
  },
};
