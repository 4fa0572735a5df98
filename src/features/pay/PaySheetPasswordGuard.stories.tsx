import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { closeSheet } from '@/testing/closed-sheet';
import { PaySheet } from './PaySheet';

/**
 * Issue 27: the pay password's guard in the pay sheet (paid post 50005, ¥12, member 10001 with
 * pay password 123456). Each wrong try shows the tries left; the fifth locks the pay password for
 * 30 minutes of mock time, and a sheet opened while it is locked says so with its end before
 * anything is typed. The numbers come from the server (wallet.paySafety and the refusal's data).
 */
const meta = {
  title: 'Pay/Pay sheet/Pay password guard',
  component: PaySheet,
  args: {
    params: { purpose: 'post', amount: 12, targetId: '50005' },
    onClose: closeSheet(),
  },
} satisfies Meta<typeof PaySheet>;
export default meta;

type Story = StoryObj<typeof meta>;

const sheet = async () => within(await screen.findByRole('dialog'));

async function openPasswordStep() {
  const dialog = await sheet();
  await userEvent.click(await dialog.findByRole('radio'));
  await userEvent.click(dialog.getByRole('button', { name: i18next.t('pay.confirm') }));
  return dialog;
}

async function enterPassword(password: string) {
  const dialog = await sheet();
  const first = await dialog.findByLabelText(i18next.t('pay.password.digit', { n: 1, total: 6 }));
  await waitFor(() => expect(first).toBeEnabled());
  await userEvent.click(first);
  await userEvent.keyboard(password);
}

async function guardNotice(kind: 'tries' | 'locked') {
  const dialog = await sheet();
  return waitFor(() => {
    const notice = dialog.getByText(
      (_, element) => element?.getAttribute('data-pay-guard') === kind,
    );
    expect(notice).toBeVisible();
    return notice;
  });
}

/** Three wrong tries were made before: a fourth leaves one, and the sheet says so in numbers. */
export const WrongPasswordTriesLeft: Story = {
  parameters: { mock: 'pay-password-tries-left' },
  play: async () => {
    await openPasswordStep();
    await enterPassword('000000');
    const notice = await guardNotice('tries');
    // The count was 2 before this try; the server's answer brings it to 1.
    await waitFor(() => expect(notice).toHaveAttribute('data-tries-left', '1'));
    await expect(notice).toHaveTextContent(i18next.t('payGuard.triesLeft', { count: 1, max: 5 }));
  },
};

/** Locked before the sheet opened (another sheet, a reload): the end is shown, nothing is typed. */
export const LockedWithTimeLeft: Story = {
  parameters: { mock: 'pay-password-locked' },
  play: async () => {
    const dialog = await openPasswordStep();
    const notice = await guardNotice('locked');
    await expect(notice).toHaveTextContent(/30/);
    await expect(notice).toHaveTextContent(/\d{2}:\d{2}/);
    for (const box of dialog.getAllByLabelText(/./, { selector: 'input' }))
      await expect(box).toBeDisabled();
  },
};

/** The last try left is wrong: the sheet turns to the lock at once, its boxes closed. */
export const LockedByTheLastTry: Story = {
  parameters: { mock: 'pay-password-tries-left' },
  play: async () => {
    await openPasswordStep();
    await enterPassword('000000');
    const notice = await guardNotice('tries');
    await waitFor(() => expect(notice).toHaveAttribute('data-tries-left', '1'));
    await enterPassword('111111');
    await expect(await guardNotice('locked')).toHaveTextContent(/30/);
  },
};
