import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { PayPasswordPage } from './PayPasswordPage';

/** accountSafe payment password: set (login password, new, repeat) and modify (old, new, repeat). */
const meta = {
  title: 'Wallet/Pay password',
  component: PayPasswordPage,
  args: { mode: 'set' },
  parameters: {
    route: '/column/settings/accountSafe/payPassword/set',
    mock: 'pay-password-unset',
  },
} satisfies Meta<typeof PayPasswordPage>;
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

async function proveWithLoginPassword(password = 'pass1234') {
  await userEvent.type(
    await screen.findByLabelText(t('wallet.payPassword.loginPassword')),
    password,
  );
  await userEvent.click(screen.getByRole('button', { name: t('wallet.payPassword.next') }));
}

/** Step one: the login password is required. */
export const LoginPasswordRequired: Story = {
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: t('wallet.payPassword.next') }),
    );
    await expect(
      await screen.findByText(t('wallet.payPassword.loginPasswordRequired')),
    ).toBeVisible();
  },
};

/** The repeat differs: back to step two with the message. */
export const Mismatch: Story = {
  play: async () => {
    await proveWithLoginPassword();
    await typeDigits('111111');
    await expect(await screen.findByText(t('wallet.payPassword.repeatPrompt'))).toBeVisible();
    await typeDigits('222222');
    await expect(await screen.findByText(t('wallet.payPassword.mismatch'))).toBeVisible();
  },
};

/** The server refuses: 'Failed to set payment password!'; the login password is kept. */
export const SetFails: Story = {
  tags: ['@errors:pay-password-fails'],
  parameters: { mock: 'pay-password-unset;pay-password-set-fails' },
  play: async () => {
    await proveWithLoginPassword();
    await typeDigits('111111');
    await screen.findByText(t('wallet.payPassword.repeatPrompt'));
    await typeDigits('111111');
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      t('wallet.payPassword.setFailed'),
    );
    await expect(screen.getByLabelText(t('wallet.payPassword.loginPassword'))).toHaveValue(
      'pass1234',
    );
  },
};

/** Set: the success message and back to the wallet. */
export const SetDone: Story = {
  play: async () => {
    await proveWithLoginPassword();
    await typeDigits('111111');
    await screen.findByText(t('wallet.payPassword.repeatPrompt'));
    await typeDigits('111111');
    await waitFor(() => expect(screen.getByText(t('wallet.payPassword.setDone'))).toBeVisible());
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toBeVisible());
  },
};

/**
 * Issue 26.3: set from the pay sheet (the address says so, the purchase was kept for this
 * member): back on the screen of the purchase, the sheet open again with the same item and amount.
 */
export const SetFromPurchase: Story = {
  parameters: {
    route: '/column/settings/accountSafe/payPassword/set?then=back',
    storage: {
      session: {
        'draft:payPassword.return': JSON.stringify({
          owner: '10001',
          values: {
            from: '/wallet/vip',
            purchase: { purpose: 'vip', amount: 30, targetId: 'month', label: '月卡VIP' },
          },
        }),
      },
    },
  },
  play: async () => {
    await proveWithLoginPassword();
    await typeDigits('111111');
    await screen.findByText(t('wallet.payPassword.repeatPrompt'));
    await typeDigits('111111');
    await waitFor(() =>
      expect(screen.getByText(t('wallet.payPassword.setDoneContinue'))).toBeVisible(),
    );
    const sheet = within(await screen.findByRole('dialog'));
    await expect(sheet.getByTestId('pay-amount')).toHaveTextContent('¥30.00');
    await expect(sheet.getByText(/月卡VIP/)).toBeVisible();
    await expect(await screen.findByTestId('vip-status')).toBeVisible();
    await expect(sessionStorage.getItem('draft:payPassword.return')).toBeNull();
  },
};

/** Modify: old, new, repeat. */
export const ModifyDone: Story = {
  args: { mode: 'modify' },
  parameters: { route: '/column/settings/accountSafe/payPassword/modify', mock: '' },
  play: async () => {
    await expect(await screen.findByText(t('wallet.payPassword.oldPrompt'))).toBeVisible();
    await typeDigits('123456');
    await screen.findByText(t('wallet.payPassword.newPrompt'));
    await typeDigits('654321');
    await screen.findByText(t('wallet.payPassword.repeatPrompt'));
    await typeDigits('654321');
    await waitFor(() => expect(screen.getByText(t('wallet.payPassword.modifyDone'))).toBeVisible());
  },
};

/** Modify with a wrong old password: the server's message, back at step one. */
export const ModifyWrongOld: Story = {
  args: { mode: 'modify' },
  parameters: { route: '/column/settings/accountSafe/payPassword/modify', mock: '' },
  play: async () => {
    await typeDigits('000000');
    await screen.findByText(t('wallet.payPassword.newPrompt'));
    await typeDigits('654321');
    await screen.findByText(t('wallet.payPassword.repeatPrompt'));
    await typeDigits('654321');
    await waitFor(() => expect(screen.getByRole('alert')).not.toBeEmptyDOMElement());
    await expect(screen.getByText(t('wallet.payPassword.oldPrompt'))).toBeVisible();
  },
};

/**
 * Issue 9: with a pay password set, the set screen (login password only) is not offered: it hands
 * over to modify, which needs the old one and links the SMS reset for a forgotten one.
 */
export const SetWhenAlreadySet: Story = {
  parameters: { mock: '' },
  play: async () => {
    await expect(await screen.findByTestId('pay-password-already-set')).toHaveTextContent(
      t('wallet.payPassword.alreadySet'),
    );
    await expect(screen.getByText(t('wallet.payPassword.oldPrompt'))).toBeVisible();
    await expect(screen.queryByLabelText(t('wallet.payPassword.loginPassword'))).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: t('wallet.payPassword.forgot') }));
    await expect(await screen.findByTestId('reset-phone')).toHaveTextContent('138****0001');
  },
};
