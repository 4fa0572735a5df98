import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { PayPasswordPage } from './PayPasswordPage';

/**
 * Issue 27: every place that checks the pay password shows the guard the server keeps: the tries
 * left after a wrong one, and the lock with its end (adding a bank card, changing the pay
 * password; the pay sheet and the withdrawal have theirs). Member 10001, pay password 123456.
 */
const meta = {
  title: 'Wallet/Pay password guard',
  component: PayPasswordPage,
  args: { mode: 'modify' },
  parameters: { route: '/column/settings/accountSafe/payPassword/modify' },
} satisfies Meta<typeof PayPasswordPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);
const digit = () => i18next.t('pay.password.digit', { n: 1, total: 6 });

async function typeDigits(digits: string) {
  const boxes = await screen.findAllByLabelText(digit());
  const box = boxes.find((b) => !(b as HTMLInputElement).disabled && b.offsetParent !== null);
  await userEvent.click(box!);
  await userEvent.keyboard(digits);
}

function noticeOf(kind: 'tries' | 'locked', scope = screen) {
  return waitFor(() => {
    const notice = scope.getByText(
      (_, element) => element?.getAttribute('data-pay-guard') === kind,
    );
    expect(notice).toBeVisible();
    return notice;
  });
}

/** A wrong old pay password counts like a wrong payment: back at step one with the tries left. */
export const ModifyWrongOldTriesLeft: Story = {
  parameters: { mock: 'pay-password-tries-left' },
  play: async () => {
    await typeDigits('000000');
    await screen.findByText(t('wallet.payPassword.newPrompt'));
    await typeDigits('654321');
    await screen.findByText(t('wallet.payPassword.repeatPrompt'));
    await typeDigits('654321');
    const notice = await noticeOf('tries');
    await expect(notice).toHaveAttribute('data-tries-left', '1');
    await expect(notice).toHaveTextContent(t('payGuard.triesLeft', { count: 1, max: 5 }));
    await expect(screen.getByText(t('wallet.payPassword.oldPrompt'))).toBeVisible();
  },
};

/** Locked: the old pay password cannot be typed until the end shown; the SMS reset stays. */
export const ModifyLocked: Story = {
  parameters: { mock: 'pay-password-locked' },
  play: async () => {
    const notice = await noticeOf('locked');
    await expect(notice).toHaveTextContent(/30/);
    await waitFor(() => expect(screen.getAllByLabelText(digit())[0]).toBeDisabled());
    await expect(screen.getByRole('link', { name: t('wallet.payPassword.forgot') })).toBeVisible();
  },
};

/** Adding a bank card while locked: the password dialog says so, with the lock's end. */
export const AddCardLocked: Story = {
  parameters: { route: '/wallet/balance/cash/account/bank', mock: 'pay-password-locked' },
  play: async () => {
    await userEvent.type(await screen.findByLabelText(t('wallet.bank.holder')), '林晓');
    await userEvent.type(screen.getByLabelText(t('wallet.bank.number')), '6217000010002000300');
    const bankInput = screen
      .getAllByLabelText(t('wallet.bank.bank'))
      .find((el) => el.tagName === 'INPUT');
    await userEvent.click(bankInput!);
    await userEvent.click(await screen.findByRole('option', { name: /工商|Industrial|中国工商/ }));
    await userEvent.click(screen.getByRole('button', { name: t('wallet.bank.save') }));
    const dialog = within(await screen.findByRole('dialog'));
    const notice = await noticeOf('locked', dialog as unknown as typeof screen);
    await expect(notice).toHaveTextContent(/\d{2}:\d{2}/);
    await expect(dialog.getByLabelText(digit())).toBeDisabled();
  },
};
