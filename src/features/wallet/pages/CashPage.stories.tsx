import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { applyScenario } from '@mocks/runtime';
import { i18next } from '@/lib/i18n';
import { queryStoryStates } from '@/testing/story-states';
import { CashPage } from './CashPage';

/** /wallet/balance/cash for member 10001 (¥258.34, one ICBC card, one earlier withdrawal). */
const meta = {
  title: 'Wallet/Withdraw',
  component: CashPage,
  parameters: { route: '/wallet/balance/cash' },
} satisfies Meta<typeof CashPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

/** Loading, Failure: the QueryState cell's, from the story kit. */
const states = queryStoryStates({ route: '/wallet/balance/cash', endpoint: 'wallet.bankCards' });
export const Loading: Story = states.Loading;
export const Failure: Story = states.Failure;
/** The call fails without an answer (network): the same Failure, with its retry. */
export const FailureNetwork: Story = {
  ...states.Failure,
  parameters: { ...states.Failure.parameters, mock: 'wallet.bankCards=network' },
};

async function fillAndSubmit(amount: string) {
  await userEvent.selectOptions(
    await screen.findByLabelText(t('wallet.cash.card')),
    'card-10001-1',
  );
  await userEvent.type(screen.getByLabelText(t('wallet.cash.amount')), amount);
  await userEvent.click(screen.getByRole('button', { name: t('wallet.cash.submit') }));
}

async function enterPassword(password: string) {
  const dialog = within(await screen.findByRole('dialog'));
  await userEvent.click(dialog.getByLabelText(t('pay.password.digit', { n: 1, total: 6 })));
  await userEvent.keyboard(password);
}

/** The fee rules from the account, the fee and the amount paid out as the amount is typed. */
export const Success: Story = {
  play: async () => {
    await expect(await screen.findByTestId('cash-rules')).toHaveTextContent('2%');
    await userEvent.type(screen.getByLabelText(t('wallet.cash.amount')), '258.34');
    await expect(screen.getByTestId('cash-fee')).toHaveTextContent('¥5.17');
    await expect(screen.getByTestId('cash-fee')).toHaveTextContent('¥253.17');
    await waitFor(() => expect(screen.getAllByTestId('withdrawal-row').length).toBeGreaterThan(0));
  },
};

/** Below the minimum, no card: both messages, what was typed stays. */
export const Validation: Story = {
  play: async () => {
    await userEvent.type(await screen.findByLabelText(t('wallet.cash.amount')), '10');
    await userEvent.click(screen.getByRole('button', { name: t('wallet.cash.submit') }));
    await expect(
      await screen.findByText(t('wallet.cash.belowMinimum', { amount: '¥50.00' })),
    ).toBeVisible();
    await expect(screen.getAllByText(t('wallet.cash.chooseCard')).length).toBeGreaterThan(1);
    await expect(screen.getByLabelText(t('wallet.cash.amount'))).toHaveValue('¥10');
  },
};

/** More than the balance. */
export const AboveBalance: Story = {
  play: async () => {
    await fillAndSubmit('300');
    await expect(await screen.findByText(t('wallet.cash.aboveBalance'))).toBeVisible();
  },
};

/** No card yet: a link to add one. */
export const NoCard: Story = {
  parameters: { mock: 'wallet.bankCards=empty' },
  play: async () => {
    await expect(await screen.findByText(t('wallet.cash.noCard'))).toBeVisible();
    await expect(screen.getByRole('link', { name: t('wallet.bank.add') })).toBeVisible();
  },
};

/** A wrong pay password: the server's message in the password dialog. */
export const WrongPassword: Story = {
  play: async () => {
    await fillAndSubmit('100');
    await enterPassword('000000');
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByRole('alert')).not.toBeEmptyDOMElement());
  },
};

/** The pay token call fails: the pay sheet's 'server request exception-004!'; nothing moved. */
export const TokenNetwork: Story = {
  parameters: { mock: 'wallet.payToken=network' },
  play: async () => {
    await fillAndSubmit('100');
    await enterPassword('123456');
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(t('pay.errors.tokenNetwork')),
    );
  },
};

/**
 * The withdrawal call gets no answer and never reached the server: read back (issue 27), the
 * records show nothing new, so it says nothing left the balance; a retry is offered.
 */
export const WithdrawNetwork: Story = {
  parameters: { mock: 'wallet.withdraw=network' },
  play: async () => {
    await fillAndSubmit('100');
    await enterPassword('123456');
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(t('wallet.cash.outcome.notMade')),
    );
  },
};

/** On its way: the boxes are disabled and it says so. */
export const Sending: Story = {
  parameters: { mock: 'wallet.withdraw=delay:999999' },
  play: async () => {
    await fillAndSubmit('100');
    await enterPassword('123456');
    await expect(await screen.findByText(t('wallet.cash.sending'))).toBeVisible();
  },
};

/** Withdrawn: the record screen. */
export const Withdrawn: Story = {
  play: async () => {
    await fillAndSubmit('100');
    await enterPassword('123456');
    await expect(await screen.findByText(t('wallet.cashDetail.statuses.pending'))).toBeVisible();
    await expect(screen.getByTestId('facts-headline')).toHaveTextContent('¥100.00');
  },
};

/**
 * Issue 27: the withdrawal's answer is lost (the money left): "checking…" while it is read back,
 * not "didn't go through" (the record's read is held, so the state stays on screen).
 */
export const CheckingLostWithdrawal: Story = {
  parameters: { mock: 'wallet.withdraw=network-after;wallet.withdrawalRecord=delay:999999' },
  play: async () => {
    await fillAndSubmit('100');
    await enterPassword('123456');
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByTestId('withdraw-checking')).toHaveTextContent(
      t('wallet.cash.outcome.checking'),
    );
    await expect(dialog.queryByText(t('wallet.cash.failed'))).toBeNull();
  },
};

/** Lost, and the record cannot be read either: unknown, with a way to check again. */
export const WithdrawalUnknown: Story = {
  parameters: { mock: 'wallet.withdraw=network-after;wallet.withdrawalRecord=network' },
  play: async () => {
    await fillAndSubmit('100');
    await enterPassword('123456');
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByTestId('withdraw-unknown')).toHaveTextContent(
      t('wallet.cash.outcome.unknown'),
    );
    await expect(
      dialog.getByRole('button', { name: t('wallet.cash.outcome.checkAgain') }),
    ).toBeEnabled();
  },
};

const records = () => screen.findAllByTestId('withdrawal-row');
const loadMore = () => screen.getByRole('button', { name: t('common.more') });
const HISTORY = { mock: 'withdrawal-history', route: '/wallet/balance/cash#cash-records' };

/**
 * The end of the list in view, for the picture: what "load more" brought, or what it says.
 * Scrolled to the page's end, as far as a member can: a position short of it (the row's own
 * end, 16 px above) moved to the end when the checks in the other modes laid the page out again,
 * and the picture with it (12,609 px on a loaded machine).
 */
async function showEnd(element: Element) {
  window.scrollTo(0, document.documentElement.scrollHeight);
  await waitFor(() => {
    expect(element.getBoundingClientRect().bottom).toBeLessThanOrEqual(innerHeight + 1);
    expect(scrollY + innerHeight).toBeGreaterThanOrEqual(document.documentElement.scrollHeight - 1);
  });
}

/**
 * 'withdrawal-history': 21 withdrawals. The records show the newest 20, then "load more" brings
 * the 21st (the seed's, ¥50.00 ten days back) and, with no page left, goes away.
 */
export const ManyRecords: Story = {
  parameters: HISTORY,
  play: async () => {
    await waitFor(async () => expect(await records()).toHaveLength(20));
    await userEvent.click(loadMore());
    await waitFor(async () => expect(await records()).toHaveLength(21));
    await expect(screen.queryByRole('button', { name: t('common.more') })).toBeNull();
    await showEnd((await records()).at(-1)!);
  },
};

/** The second page fails (network): it says so under the 20 rows, which stay, and the button too. */
export const MoreRecordsFail: Story = {
  parameters: HISTORY,
  play: async () => {
    await waitFor(async () => expect(await records()).toHaveLength(20));
    applyScenario('wallet.details=network', { keepDb: true });
    await userEvent.click(loadMore());
    // Beside the error policy's notice (which closes by itself), under the rows: it stays.
    const said = await screen.findByText(t('common.moreFailed'));
    await expect(said).toHaveAttribute('role', 'alert');
    await expect(await records()).toHaveLength(20);
    await waitFor(() => expect(loadMore()).toBeEnabled());
    await showEnd(loadMore());
  },
};

/** After a failed page the network is back: the same button loads it, and the notice goes. */
export const MoreRecordsRetried: Story = {
  parameters: HISTORY,
  play: async () => {
    await waitFor(async () => expect(await records()).toHaveLength(20));
    applyScenario('wallet.details=network', { keepDb: true });
    await userEvent.click(loadMore());
    await screen.findByText(t('common.moreFailed'));
    applyScenario('', { keepDb: true });
    await userEvent.click(loadMore());
    await waitFor(async () => expect(await records()).toHaveLength(21));
    await expect(screen.queryByText(t('common.moreFailed'))).toBeNull();
    await showEnd((await records()).at(-1)!);
  },
};
