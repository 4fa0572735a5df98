import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { queryStoryStates } from '@/testing/story-states';
import { CashAccountPage } from './CashAccountPage';

/** Bank cards: the list (/wallet/balance/cash/account) and the add form (.../bank). */
const meta = {
  title: 'Wallet/Bank cards',
  component: CashAccountPage,
  parameters: { route: '/wallet/balance/cash/account' },
} satisfies Meta<typeof CashAccountPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

/** Loading, Failure and Empty: the QueryState cell's, from the story kit. */
const states = queryStoryStates({
  route: '/wallet/balance/cash/account',
  endpoint: 'wallet.bankCards',
  emptyText: 'wallet.bank.empty',
});
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Failure: Story = states.Failure;
/** The call fails without an answer (network): the same Failure, with its retry. */
export const FailureNetwork: Story = {
  ...states.Failure,
  parameters: { ...states.Failure.parameters, mock: 'wallet.bankCards=network' },
};

/** The seeded card, masked; deleting asks first. */
export const Success: Story = {
  play: async () => {
    const card = await screen.findByTestId('bank-card');
    await expect(card).toHaveTextContent('3445');
    await userEvent.click(within(card).getByRole('button'));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: t('wallet.bank.confirmDelete') }));
    await expect(await screen.findByText(t('wallet.bank.empty'))).toBeVisible();
  },
};

/** The add form: every field's message. */
export const AddValidation: Story = {
  parameters: { route: '/wallet/balance/cash/account/bank' },
  play: async () => {
    await userEvent.type(await screen.findByLabelText(t('wallet.bank.number')), '1234');
    await userEvent.click(screen.getByRole('button', { name: t('wallet.bank.save') }));
    await expect(await screen.findByText(t('wallet.bank.holderRequired'))).toBeVisible();
    await expect(screen.getByText(t('wallet.bank.numberInvalid'))).toBeVisible();
    await expect(screen.getByText(t('wallet.bank.bankRequired'))).toBeVisible();
    await expect(screen.getByLabelText(t('wallet.bank.number'))).toHaveValue('1234');
  },
};

async function fillCard(number: string) {
  await userEvent.type(await screen.findByLabelText(t('wallet.bank.holder')), '林晓');
  await userEvent.type(screen.getByLabelText(t('wallet.bank.number')), number);
  const bankInput = screen
    .getAllByLabelText(t('wallet.bank.bank'))
    .find((el) => el.tagName === 'INPUT');
  await userEvent.click(bankInput!);
  await userEvent.click(await screen.findByRole('option', { name: /工商|Industrial|中国工商/ }));
  await userEvent.click(screen.getByRole('button', { name: t('wallet.bank.save') }));
}

async function typePayPassword(digits: string) {
  const dialog = within(await screen.findByRole('dialog'));
  // The dialog fades in: wait until its text is visible.
  await waitFor(() => expect(dialog.getByText(t('wallet.bank.passwordPrompt'))).toBeVisible());
  const first = dialog.getByLabelText(i18next.t('pay.password.digit', { n: 1, total: 6 }));
  await userEvent.click(first);
  await userEvent.keyboard(digits);
  return dialog;
}

/** The same card again: the server's refusal in the password dialog, the fields kept. */
export const AddDuplicate: Story = {
  parameters: { route: '/wallet/balance/cash/account/bank' },
  play: async () => {
    await fillCard('6222020200112233445');
    const dialog = await typePayPassword('123456');
    await waitFor(() => expect(dialog.getByRole('alert')).not.toBeEmptyDOMElement());
    await expect(screen.getByLabelText(t('wallet.bank.holder'))).toHaveValue('林晓');
  },
};

/**
 * Issue 9: a card is added only with the pay password. A wrong one is refused with the server's
 * message, nothing is added, the form keeps what was typed; the right one adds the card.
 */
export const AddNeedsPayPassword: Story = {
  parameters: { route: '/wallet/balance/cash/account/bank' },
  play: async () => {
    await fillCard('6217000010002000300');
    const dialog = await typePayPassword('000000');
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        /支付密码错误|incorrect|正しくありません/,
      ),
    );
    await expect(screen.getByLabelText(t('wallet.bank.number'))).toHaveValue('6217000010002000300');
    await typePayPassword('123456');
    const cards = await screen.findAllByTestId('bank-card');
    await expect(cards).toHaveLength(2);
  },
};

/** Without a pay password yet, the dialog sends the member to set one first. */
export const AddWithoutPayPassword: Story = {
  parameters: { route: '/wallet/balance/cash/account/bank', mock: 'pay-password-unset' },
  play: async () => {
    await fillCard('6217000010002000300');
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText(t('wallet.bank.needPayPassword'))).toBeVisible());
    await expect(dialog.getByRole('link', { name: t('wallet.bank.setPayPassword') })).toBeVisible();
  },
};

/** A withdrawal record (the seeded one). */
export const WithdrawalRecordSuccess: Story = {
  parameters: { route: '/wallet/balance/cash/detail/wd-seed-10001' },
  play: async () => {
    await expect(await screen.findByTestId('facts-headline')).toHaveTextContent('¥50.00');
    await expect(screen.getByText(t('wallet.cashDetail.statuses.done'))).toBeVisible();
  },
};

export const WithdrawalRecordLoading: Story = {
  parameters: {
    route: '/wallet/balance/cash/detail/wd-seed-10001',
    mock: 'wallet.withdrawalRecord=delay:999999',
  },
  play: async () => {
    await expect(
      await screen.findByRole('status', { name: i18next.t('common.loading') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const WithdrawalRecordNotFound: Story = {
  parameters: { route: '/wallet/balance/cash/detail/nope' },
  play: async () => {
    await expect(await screen.findByText(t('wallet.cashDetail.notFound'))).toBeVisible();
  },
};
