import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { PayPasswordResetPage } from './PayPasswordResetPage';

/** A forgotten pay password, reset with the SMS code of the account's own phone (issue 9). */
const meta = {
  title: 'Wallet/Pay password reset',
  component: PayPasswordResetPage,
  parameters: { route: '/column/settings/accountSafe/payPassword/reset' },
} satisfies Meta<typeof PayPasswordResetPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

async function typeDigits(digits: string) {
  const boxes = await screen.findAllByLabelText(
    i18next.t('pay.password.digit', { n: 1, total: 6 }),
  );
  const box = boxes.find((b) => !(b as HTMLInputElement).disabled && b.offsetParent !== null);
  await userEvent.click(box!);
  await userEvent.keyboard(digits);
}

async function resetWith(code: string) {
  await userEvent.click(
    await screen.findByRole('button', { name: t('wallet.payPassword.sendCode') }),
  );
  await expect(await screen.findByText(t('wallet.payPassword.codeSent'))).toBeVisible();
  await userEvent.type(screen.getByLabelText(t('wallet.payPassword.smsCode')), code);
  await userEvent.click(screen.getByRole('button', { name: t('wallet.payPassword.next') }));
  await typeDigits('246802');
  await screen.findByText(t('wallet.payPassword.repeatPrompt'));
  await typeDigits('246802');
}

/** The masked phone, the code (QA panel: 135790 for lin_xiao), then the new password twice. */
export const ResetDone: Story = {
  play: async () => {
    await expect(await screen.findByTestId('reset-phone')).toHaveTextContent('+86 138****0001');
    await resetWith('135790');
    await waitFor(() => expect(screen.getByText(t('wallet.payPassword.resetDone'))).toBeVisible());
  },
};

/** A wrong code: the server's message at step one, the code kept. */
export const ResetWrongCode: Story = {
  play: async () => {
    await resetWith('000000');
    await waitFor(() => expect(screen.getByRole('alert')).not.toBeEmptyDOMElement());
    await expect(screen.getByLabelText(t('wallet.payPassword.smsCode'))).toHaveValue('000000');
  },
};

/** The profile cannot be loaded: the cell's failure with a retry. */
export const Failure: Story = {
  parameters: { mock: 'user.profile=network' },
  play: async () => {
    await expect(await screen.findByText(t('common.loadFailed'))).toBeVisible();
  },
};

/**
 * Issue 27: the phone was changed an hour ago (perhaps by whoever holds the session), so the
 * bound phone gets no reset code for a day: the refusal says until when, and the button rests.
 */
export const PhoneChangedRecently: Story = {
  parameters: { mock: 'phone-changed-recently' },
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: t('wallet.payPassword.sendCode') }),
    );
    const notice = await screen.findByTestId('phone-cooldown');
    await expect(notice).toHaveTextContent(/\d{2}-\d{2} \d{2}:\d{2}/);
    await expect(notice).toHaveTextContent(/23/);
    await expect(
      screen.getByRole('button', { name: t('wallet.payPassword.sendCode') }),
    ).toBeDisabled();
  },
};
