import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { queryStoryStates } from '@/testing/story-states';
import { RechargeResultPage } from './RechargeResultPage';

/** The recharge result screen for the seeded unpaid ¥100 Alipay order of member 10001. */
const meta = {
  title: 'Wallet/Recharge result',
  component: RechargeResultPage,
  parameters: { route: '/wallet/balance/recharge/success?orderId=order-seed-recharge' },
} satisfies Meta<typeof RechargeResultPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

/** Loading, Failure: the QueryState cell's, from the story kit. */
const states = queryStoryStates({
  route: '/wallet/balance/recharge/success?orderId=order-seed-recharge',
  endpoint: 'wallet.order',
});
export const Loading: Story = states.Loading;
/** A failed call (no answer): the cell's Failure; a refusal is 'not found' (its own story). */
export const Failure: Story = {
  ...states.Failure,
  parameters: { ...states.Failure.parameters, mock: 'wallet.order=network' },
};

export const Success: Story = {
  play: async () => {
    await expect(await screen.findByText(t('wallet.rechargeResult.created'))).toBeVisible();
    await expect(screen.getByTestId('facts-headline')).toHaveTextContent('¥100.00');
    await expect(
      screen.getByRole('link', { name: t('wallet.rechargeResult.decline') }),
    ).toHaveAttribute('href', '/wallet/balance');
  },
};

/** Pay now: payment completed, the new balance (¥258.34 + 100 + 5 cashback). */
export const Paid: Story = {
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: t('wallet.rechargeResult.payNow') }),
    );
    await expect(await screen.findByText(t('wallet.rechargeResult.paid'))).toBeVisible();
    // The balance refetches after the payment: wait for it rather than read it at once.
    await expect(await screen.findByText('¥363.34')).toBeVisible();
  },
};

/** Pay now is refused: 'Payment failed', and pay now stays for a retry (same order). */
export const PaymentFails: Story = {
  parameters: { mock: 'payment-fails' },
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: t('wallet.rechargeResult.payNow') }),
    );
    await expect(await screen.findByRole('alert')).toHaveTextContent(t('pay.errors.payment'));
    await expect(
      screen.getByRole('button', { name: t('wallet.rechargeResult.payNow') }),
    ).toBeEnabled();
  },
};

async function payNow() {
  await userEvent.click(
    await screen.findByRole('button', { name: t('wallet.rechargeResult.payNow') }),
  );
}

/**
 * Issue 27: the outside channel took the payment and has not settled it (recharge-pending): the
 * screen says it is waiting and reads the order back; no 'pay now' meanwhile.
 */
export const Pending: Story = {
  parameters: { mock: 'recharge-pending' },
  play: async () => {
    await payNow();
    await expect(await screen.findByText(t('wallet.rechargeResult.outcome.pending'))).toBeVisible();
    await expect(
      screen.queryByRole('button', { name: t('wallet.rechargeResult.payNow') }),
    ).toBeNull();
  },
};

/** recharge-settles-late: pending, read back until paid; the balance then shows the credit. */
export const SettlesLate: Story = {
  parameters: { mock: 'recharge-settles-late' },
  play: async () => {
    await payNow();
    await expect(await screen.findByText(t('wallet.rechargeResult.outcome.pending'))).toBeVisible();
    await expect(await screen.findByText(t('wallet.rechargeResult.paid'))).toBeVisible();
    await expect(await screen.findByText('¥363.34')).toBeVisible();
  },
};

/** recharge-fails: pending, then the channel fails it: nothing charged, pay now again. */
export const ChannelFails: Story = {
  parameters: { mock: 'recharge-fails' },
  play: async () => {
    await payNow();
    await expect(
      await screen.findByText(t('wallet.rechargeResult.outcome.channelFailed')),
    ).toBeVisible();
    await expect(
      screen.getByRole('button', { name: t('wallet.rechargeResult.payNow') }),
    ).toBeEnabled();
  },
};

export const NotFound: Story = {
  parameters: { route: '/wallet/balance/recharge/success?orderId=nope' },
  play: async () => {
    await expect(await screen.findByText(t('wallet.rechargeResult.notFound'))).toBeVisible();
  },
};
