import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { PaySheet } from './PaySheet';

/**
 * The pay sheet when money may have moved but the answer says otherwise (issue 9): a lost answer,
 * a shortfall found only at payment time, and the session ending mid-payment. A monthly VIP
 * level (¥30) for member 10001 (¥258.34, pay password 123456).
 */
const meta = {
  title: 'Pay/Pay sheet: lost answers',
  component: PaySheet,
  args: {
    params: { purpose: 'vip', amount: 30, targetId: 'month', label: '月卡VIP' },
    onClose: fn(),
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
  await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(text), {
    timeout: 4000,
  });
}

/** pay-answer-lost: the payment went through, its answer did not; the order's state says paid. */
export const AnswerLost: Story = {
  parameters: { mock: 'pay-answer-lost' },
  play: async ({ args }) => {
    await payWithBalance();
    await waitFor(() => expect(screen.getByText(t('pay.success'))).toBeVisible(), {
      timeout: 4000,
    });
    await expect(args.onClose).toHaveBeenCalled();
    await expect(screen.queryByText(t('pay.errors.payment'))).toBeNull();
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
    await waitFor(() => expect(screen.getByText(t('pay.shortfall'))).toBeVisible(), {
      timeout: 4000,
    });
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The session ends mid-payment: the sheet closes and keeps the purchase (not the password). */
export const SessionEnds: Story = {
  parameters: { mock: 'wallet.balancePay=code:10201' },
  play: async ({ args }) => {
    sessionStorage.removeItem('draft:pay.sheet');
    await payWithBalance();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled(), { timeout: 4000 });
    const kept = JSON.parse(sessionStorage.getItem('draft:pay.sheet') ?? 'null') as {
      owner: string;
      values: Record<string, unknown>;
    } | null;
    await expect(kept?.owner).toBe('10001');
    await expect(kept?.values).toEqual({
      purpose: 'vip',
      amount: 30,
      targetId: 'month',
      label: '月卡VIP',
    });
    await expect(JSON.stringify(kept)).not.toContain('123456');
  },
};
