import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { closeSheet } from '@/testing/closed-sheet';
import { PaySheet } from './PaySheet';

/**
 * The pay sheet when money may have moved but the answer says otherwise (issue 9): a lost answer,
 * a shortfall found only at payment time, and the session ending mid-payment. The paid post 50005
 * (¥12, a generic order) for member 10001 (¥258.34, pay password 123456); the Vip* stories buy a
 * monthly VIP level (¥30) with its own call, wallet.buyLevel.
 */
const meta = {
  title: 'Pay/Pay sheet: lost answers',
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

async function payWithBalance(password = '123456') {
  const dialog = await sheet();
  await userEvent.click(await dialog.findByRole('radio'));
  await userEvent.click(dialog.getByRole('button', { name: t('pay.confirm') }));
  const first = await dialog.findByLabelText(i18next.t('pay.password.digit', { n: 1, total: 6 }));
  await userEvent.click(first);
  await userEvent.keyboard(password);
}

async function expectAlert(text: string) {
  const dialog = await sheet();
  await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(text));
}

/** pay-answer-lost: the payment went through, its answer did not; the order's state says paid. */
export const AnswerLost: Story = {
  parameters: { mock: 'pay-answer-lost' },
  play: async ({ args }) => {
    await payWithBalance();
    await waitFor(() => expect(screen.getByText(t('pay.success'))).toBeVisible());
    await expect(args.onClose).toHaveBeenCalled();
    await expect(screen.queryByText(t('pay.errors.payment'))).toBeNull();
  },
};

/**
 * The payment's answer is lost and the order's state is on its way: "checking…" (issue 27), not
 * a failure (the read is held, so the state stays on screen).
 */
export const Checking: Story = {
  parameters: { mock: 'wallet.balancePay=network-after;wallet.order=delay:999999' },
  play: async () => {
    await payWithBalance();
    const dialog = await sheet();
    await waitFor(() =>
      expect(dialog.getByTestId('pay-progress')).toHaveTextContent(t('pay.checking')),
    );
    await expect(dialog.getByRole('alert')).toHaveTextContent('');
  },
};

/**
 * order-answer-lost: the order was made, its answer lost; the same pay token asks again and gets
 * the same order, which is then paid (issue 27: never a stuck sheet).
 */
export const OrderAnswerLost: Story = {
  parameters: { mock: 'order-answer-lost' },
  play: async ({ args }) => {
    await payWithBalance();
    await waitFor(() => expect(screen.getByText(t('pay.success'))).toBeVisible());
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The answer is lost and the order cannot be read either: say so, not "Payment failed". */
export const AnswerLostStateUnknown: Story = {
  parameters: { mock: 'wallet.balancePay=network-after;wallet.order=network' },
  play: async ({ args }) => {
    await payWithBalance();
    await expectAlert(t('pay.errors.unknownState'));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The call never reached the server: the order is unpaid, nothing was charged. */
export const NotCharged: Story = {
  parameters: { mock: 'wallet.balancePay=network' },
  play: async () => {
    await payWithBalance();
    await expectAlert(t('pay.errors.notCharged'));
  },
};

/** The balance was enough when the sheet opened, not at payment: to recharge, as before paying. */
export const ShortfallAtPayment: Story = {
  parameters: { mock: 'shortfall-at-payment' },
  play: async ({ args }) => {
    await payWithBalance();
    await waitFor(() => expect(screen.getByText(t('pay.shortfall'))).toBeVisible());
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/**
 * Issue 25: the shortfall is its code (10401, proposed), whatever the server's words: a refusal
 * worded otherwise (here in English in a Chinese app) still leads to recharge with our message.
 */
export const ShortfallWordedOtherwise: Story = {
  parameters: { mock: 'wallet.balancePay=code:10401+message:Not%20enough%20money%20left' },
  play: async ({ args }) => {
    await payWithBalance();
    await waitFor(() => expect(screen.getByText(t('pay.shortfall'))).toBeVisible());
    await expect(args.onClose).toHaveBeenCalled();
    await expect(screen.queryByText('Not enough money left')).toBeNull();
  },
};

/** The session ends mid-payment: the sheet closes and keeps the purchase (not the password). */
export const SessionEnds: Story = {
  parameters: { mock: 'wallet.balancePay=code:10201' },
  play: async ({ args }) => {
    sessionStorage.removeItem('draft:pay.sheet');
    await payWithBalance();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    const kept = JSON.parse(sessionStorage.getItem('draft:pay.sheet') ?? 'null') as {
      owner: string;
      values: Record<string, unknown>;
    } | null;
    await expect(kept?.owner).toBe('10001');
    await expect(kept?.values).toEqual({ purpose: 'post', amount: 12, targetId: '50005' });
    await expect(JSON.stringify(kept)).not.toContain('123456');
  },
};

const MONTHLY_VIP = { purpose: 'vip', amount: 30, targetId: 'month', label: '月卡VIP' } as const;

/**
 * The VIP purchase is made but its answer is lost: the sheet sends the same pay token again and
 * is answered the same purchase (success, bought once).
 */
export const VipAnswerLost: Story = {
  args: { params: MONTHLY_VIP },
  parameters: { mock: 'wallet.buyLevel=network-after:1' },
  play: async ({ args }) => {
    performance.clearResourceTimings();
    await payWithBalance();
    await waitFor(() => expect(screen.getByText(t('pay.success'))).toBeVisible());
    await expect(args.onClose).toHaveBeenCalled();
    const tokens = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('/order/app/o/pay/private/token'));
    await expect(tokens).toHaveLength(1);
  },
};

/** Every answer of the VIP purchase is lost: the sheet says the state is unknown, not "failed". */
export const VipStateUnknown: Story = {
  args: { params: MONTHLY_VIP },
  parameters: { mock: 'wallet.buyLevel=network-after' },
  play: async ({ args }) => {
    await payWithBalance();
    await expectAlert(t('pay.errors.unknownState'));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The session ends mid-purchase of a VIP level: the sheet closes and keeps the level. */
export const VipSessionEnds: Story = {
  args: { params: MONTHLY_VIP },
  parameters: { mock: 'wallet.buyLevel=code:10201' },
  play: async ({ args }) => {
    sessionStorage.removeItem('draft:pay.sheet');
    await payWithBalance();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    const kept = JSON.parse(sessionStorage.getItem('draft:pay.sheet') ?? 'null') as {
      values: Record<string, unknown>;
    } | null;
    await expect(kept?.values).toEqual(MONTHLY_VIP);
  },
};
