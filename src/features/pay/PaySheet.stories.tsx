import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { closeSheet } from '@/testing/closed-sheet';
import { PaySheet } from './PaySheet';

/**
 * The pay sheet in each state. The sheet is opened for the paid post 50005 (¥12, a generic order:
 * pay token, order, balance pay; member 10001 with ¥258.34 and pay password 123456); a VIP level
 * is bought with its own call (wallet.buyLevel, the Vip* stories). States come from scenarios.
 */
const meta = {
  title: 'Pay/Pay sheet',
  component: PaySheet,
  args: {
    params: { purpose: 'post', amount: 12, targetId: '50005' },
    onClose: closeSheet(),
  },
} satisfies Meta<typeof PaySheet>;
export default meta;

type Story = StoryObj<typeof meta>;

const t = (key: string) => i18next.t(key);
const sheet = async () => within(await screen.findByRole('dialog'));

async function chooseBalanceAndConfirm() {
  const dialog = await sheet();
  await userEvent.click(await dialog.findByRole('radio'));
  await userEvent.click(dialog.getByRole('button', { name: t('pay.confirm') }));
}

async function enterPassword(password = '123456') {
  const dialog = await sheet();
  const first = await dialog.findByLabelText(i18next.t('pay.password.digit', { n: 1, total: 6 }));
  await userEvent.click(first);
  await userEvent.keyboard(password);
}

async function expectAlert(text: string) {
  const dialog = await sheet();
  await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(text));
}

/** Pay ways still loading: skeleton blocks. */
export const Loading: Story = {
  parameters: { mock: 'wallet.payWays=delay:999999' },
  play: async () => {
    const dialog = await sheet();
    await expect(await dialog.findByTestId('pay-ways-loading')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The pay ways could not be loaded: a retry. */
export const WaysFailure: Story = {
  parameters: { mock: 'wallet.payWays=network' },
  play: async () => {
    const dialog = await sheet();
    await expect(await dialog.findByText(t('pay.waysFailed'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('pay.retry') })).toBeVisible();
  },
};

/** Amount, what is bought, the pay ways with the balance; confirm disabled until one is chosen. */
export const ChooseWay: Story = {
  play: async () => {
    const dialog = await sheet();
    await expect(dialog.getByTestId('pay-amount')).toHaveTextContent('¥12.00');
    const radio = await dialog.findByRole('radio');
    await expect(dialog.getByText(/258\.34/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('pay.confirm') })).toBeDisabled();
    await expect(radio).not.toBeChecked();
    await userEvent.click(radio);
    // Chosen to assistive technology too (aria-checked), and only that way: the state check
    // (.storybook/state-check.ts) sees the choice on screen.
    await expect(radio).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getAllByRole('radio', { checked: true })).toEqual([radio]);
    await expect(dialog.getByRole('button', { name: t('pay.confirm') })).toBeEnabled();
  },
};

/** Balance below the amount: the shortfall message, the sheet closes (then /wallet/balance/recharge). */
export const Shortfall: Story = {
  tags: ['@errors:balance-payamount'],
  parameters: { mock: 'balance-shortfall' },
  play: async ({ args }) => {
    await chooseBalanceAndConfirm();
    // The notification can re-render as the sheet closes: retry the whole check, not one node.
    await waitFor(() => expect(screen.getByText(t('pay.shortfall'))).toBeVisible());
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The 6-digit password overlay. */
export const PasswordEntry: Story = {
  play: async () => {
    await chooseBalanceAndConfirm();
    const dialog = await sheet();
    await expect(await dialog.findByText(t('pay.password.prompt'))).toBeVisible();
    await expect(dialog.getAllByLabelText(/./, { selector: 'input' })).toHaveLength(6);
  },
};

/**
 * No pay password yet: the sheet asks to set one first. Going to set it keeps the purchase (never
 * a password) for this member, to open again once it is set (issue 26.3; the Pay password
 * stories' SetFromPurchase take it up).
 */
export const PasswordUnset: Story = {
  parameters: { mock: 'pay-password-unset' },
  play: async ({ args }) => {
    await chooseBalanceAndConfirm();
    const dialog = await sheet();
    await expect(await dialog.findByText(t('pay.unset.message'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t('pay.unset.action') }));
    await expect(args.onClose).toHaveBeenCalled();
    const kept: unknown = JSON.parse(sessionStorage.getItem('draft:payPassword.return') ?? '{}');
    await expect(kept).toEqual({
      owner: '10001',
      values: { from: '/', purchase: { purpose: 'post', amount: 12, targetId: '50005' } },
    });
  },
};

/** The pay token call answers a failure without a message: 'unknown error-001'. */
export const TokenFails: Story = {
  tags: ['@errors:pay-token-fails'],
  parameters: { mock: 'pay-token-fails' },
  play: async () => {
    await chooseBalanceAndConfirm();
    await enterPassword();
    await expectAlert(t('pay.errors.token'));
  },
};

/** The pay token call fails (network): 'server request exception-004!'. */
export const TokenNetwork: Story = {
  parameters: { mock: 'pay-token-network' },
  play: async () => {
    await chooseBalanceAndConfirm();
    await enterPassword();
    await expectAlert(t('pay.errors.tokenNetwork'));
  },
};

/** Creating the order answers a failure: the server's message is preferred. */
export const OrderFails: Story = {
  tags: ['@errors:order-fails'],
  parameters: { mock: 'order-fails' },
  play: async () => {
    await chooseBalanceAndConfirm();
    await enterPassword();
    const dialog = await sheet();
    await waitFor(() => expect(dialog.getByRole('alert')).not.toBeEmptyDOMElement());
  },
};

/** Creating the order answers a failure without a message: 'unknown error-002'. */
export const OrderFailsWithoutMessage: Story = {
  parameters: { mock: 'wallet.createOrder=code:10000+message:' },
  play: async () => {
    await chooseBalanceAndConfirm();
    await enterPassword();
    await expectAlert(t('pay.errors.order'));
  },
};

/** The order call fails (network): 'server request exception-003!'. */
export const OrderNetwork: Story = {
  parameters: { mock: 'order-network' },
  play: async () => {
    await chooseBalanceAndConfirm();
    await enterPassword();
    await expectAlert(t('pay.errors.orderNetwork'));
  },
};

/** The payment is refused: 'Payment failed'. */
export const PaymentFails: Story = {
  tags: ['@errors:payment-fails'],
  parameters: { mock: 'payment-fails' },
  play: async () => {
    await chooseBalanceAndConfirm();
    await enterPassword();
    await expectAlert(t('pay.errors.payment'));
  },
};

/** A wrong password: the server's message, the boxes cleared for another try (same order). */
export const WrongPassword: Story = {
  play: async () => {
    await chooseBalanceAndConfirm();
    await enterPassword('000000');
    const dialog = await sheet();
    await waitFor(() => expect(dialog.getByRole('alert')).not.toBeEmptyDOMElement());
    await expect(
      dialog.getByLabelText(i18next.t('pay.password.digit', { n: 1, total: 6 })),
    ).toHaveValue('');
  },
};

/** A slow order: the boxes are disabled and 'Paying…' shows while it runs. */
export const Paying: Story = {
  parameters: { mock: 'wallet.createOrder=delay:999999' },
  play: async () => {
    await chooseBalanceAndConfirm();
    await enterPassword();
    const dialog = await sheet();
    await expect(await dialog.findByText(t('pay.paying'))).toBeVisible();
    await expect(
      dialog.getByLabelText(i18next.t('pay.password.digit', { n: 6, total: 6 })),
    ).toBeDisabled();
  },
};

/** The 6th digit pays: success message, the sheet closes. */
export const Success: Story = {
  tags: ['@errors:pay-password'],
  play: async ({ args }) => {
    await chooseBalanceAndConfirm();
    await enterPassword();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByText(t('pay.success'))).toBeVisible());
  },
};

const MONTHLY_VIP = { purpose: 'vip', amount: 30, targetId: 'month', label: '月卡VIP' } as const;

/** Requests since the story cleared the timings, by path (resource timings name no method). */
const requested = (suffix: string) =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.endsWith(suffix));

/**
 * A VIP level is bought the spec's way: POST user/app/u/userLevel/private/{code} with the
 * password (and the sheet's pay token), never a generic type-1 order.
 */
export const VipSuccess: Story = {
  args: { params: MONTHLY_VIP },
  play: async ({ args }) => {
    performance.clearResourceTimings();
    const dialog = await sheet();
    await expect(
      await dialog.findByText(i18next.t('pay.purpose.vipNamed', { name: '月卡VIP' })),
    ).toBeVisible();
    await chooseBalanceAndConfirm();
    await enterPassword();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByText(t('pay.success'))).toBeVisible());
    await expect(requested('/user/app/u/userLevel/private/month')).toHaveLength(1);
    await expect(requested('/order/app/o/order/private')).toHaveLength(0);
    await expect(requested('/inst/app/pay/private/balance/pay')).toHaveLength(0);
  },
};

/** The level purchase is refused ('Payment failed'): the sheet stays open and says so. */
export const VipPaymentFails: Story = {
  args: { params: MONTHLY_VIP },
  parameters: { mock: 'payment-fails' },
  play: async ({ args }) => {
    await chooseBalanceAndConfirm();
    await enterPassword();
    await expectAlert(t('pay.errors.payment'));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A tip (order type 3) to the author 10002, with its remark. */
export const TipSuccess: Story = {
  args: {
    params: { purpose: 'reward', amount: 8.88, targetId: '10002', remark: '拍得真好' },
  },
  play: async ({ args }) => {
    await chooseBalanceAndConfirm();
    await enterPassword();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Unlocking a paid post (50005, ¥12) from its cover: order type 2. */
export const UnlockPostSuccess: Story = {
  args: { params: { purpose: 'post', amount: 12, targetId: '50005' } },
  play: async ({ args }) => {
    const dialog = await sheet();
    await expect(await dialog.findByText(t('pay.purpose.post'))).toBeVisible();
    await chooseBalanceAndConfirm();
    await enterPassword();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** The subscribe popup: a creator's monthly subscription (aya_photo, ¥30), order type 4. */
export const SubscribeSuccess: Story = {
  args: { params: { purpose: 'subscription', amount: 30, targetId: '10002', label: 'aya_photo' } },
  play: async ({ args }) => {
    const dialog = await sheet();
    await expect(
      await dialog.findByText(i18next.t('pay.purpose.subscriptionNamed', { name: 'aya_photo' })),
    ).toBeVisible();
    await chooseBalanceAndConfirm();
    await enterPassword();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
