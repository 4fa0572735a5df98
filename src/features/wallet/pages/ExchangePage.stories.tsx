import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { WALLET_MESSAGES } from '@fixtures/accounts/wallet-messages';
import type { MockLang } from '@fixtures/localized';
import { i18next } from '@/lib/i18n';
import { queryStoryStates } from '@/testing/story-states';
import { ExchangePage } from './ExchangePage';

/**
 * /exchange for member 10001 (no VIP). Codes are in fixtures/accounts/codes.ts: TICKETPACK2026
 * gives 5 video, 3 post and 1 download ticket; VIP7DAYS2026 7 days of monthly VIP; USEDCODE2026
 * was used; EXPIRED2025 has expired.
 */
const meta = {
  title: 'Wallet/Exchange',
  component: ExchangePage,
  parameters: { route: '/exchange' },
} satisfies Meta<typeof ExchangePage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

/** Loading, Failure: the QueryState cell's, from the story kit. */
const states = queryStoryStates({ route: '/exchange', endpoint: 'user.account' });
export const Loading: Story = states.Loading;
export const Failure: Story = states.Failure;
/** The call fails without an answer (network): the same Failure, with its retry. */
export const FailureNetwork: Story = {
  ...states.Failure,
  parameters: { ...states.Failure.parameters, mock: 'user.account=network' },
};

/** The member's tickets and the code form, nothing typed yet. */
export const Success: Story = {
  play: async () => {
    await expect(await screen.findByTestId('wallet-tickets')).toBeVisible();
    await expect(screen.getByTestId('ticket-video')).toHaveTextContent(/^\d+$/);
    await expect(screen.getByLabelText(t('wallet.exchange.code'))).toHaveValue('');
    await expect(screen.getByRole('button', { name: t('wallet.exchange.submit') })).toBeVisible();
  },
};

const serverText = (key: keyof typeof WALLET_MESSAGES) =>
  WALLET_MESSAGES[key][i18next.language as MockLang];

async function exchange(code: string) {
  const input = await screen.findByLabelText(t('wallet.exchange.code'));
  if (code) await userEvent.type(input, code);
  await userEvent.click(screen.getByRole('button', { name: t('wallet.exchange.submit') }));
  return input;
}

async function expectFieldError(input: HTMLElement, text: string) {
  await expect(await screen.findByText(text)).toBeVisible();
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
}

/** Tickets granted: the counts above go up by what the code gave. */
export const TicketsRedeemed: Story = {
  play: async () => {
    const video = Number((await screen.findByTestId('ticket-video')).textContent);
    const input = await exchange('ticketpack-2026');
    const done = await screen.findByTestId('exchange-done');
    await expect(done).toHaveTextContent(t('wallet.exchange.done'));
    await expect(screen.getByTestId('exchange-reward')).toHaveTextContent(
      t('wallet.exchange.ticketReward', { name: t('wallet.tickets.video'), count: 5 }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('ticket-video')).toHaveTextContent(`${video + 5}`),
    );
    await expect(input).toHaveValue('');
  },
};

/** VIP days granted: the reward and the VIP expiry. */
export const VipRedeemed: Story = {
  play: async () => {
    await exchange('VIP7DAYS2026');
    await expect(await screen.findByTestId('exchange-reward')).toHaveTextContent(
      t('wallet.exchange.vipReward', { type: t('wallet.vip.type.month'), count: 7 }),
    );
    await expect(screen.getByTestId('exchange-done')).toHaveTextContent(t('wallet.vip.type.month'));
  },
};

export const Required: Story = {
  play: async () => {
    const input = await exchange('');
    await expectFieldError(input, t('wallet.exchange.required'));
  },
};

export const InvalidFormat: Story = {
  play: async () => {
    const input = await exchange('AB12');
    await expectFieldError(input, t('wallet.exchange.invalid'));
    await expect(input).toHaveValue('AB12');
  },
};

export const UnknownCode: Story = {
  play: async () => {
    const input = await exchange('NOSUCHCODE');
    await expectFieldError(input, serverText('exchangeInvalid'));
  },
};

export const AlreadyUsed: Story = {
  play: async () => {
    const input = await exchange('USEDCODE2026');
    await expectFieldError(input, serverText('exchangeUsed'));
    await expect(input).toHaveValue('USEDCODE2026');
  },
};

/** 'codes-used': even the unused seeded codes answer 'already used'. */
export const AllCodesUsed: Story = {
  parameters: { mock: 'codes-used' },
  play: async () => {
    const input = await exchange('TICKETPACK2026');
    await expectFieldError(input, serverText('exchangeUsed'));
  },
};

export const Expired: Story = {
  play: async () => {
    const input = await exchange('EXPIRED2025');
    await expectFieldError(input, serverText('exchangeExpired'));
  },
};

/** No answer: the outcome is unknown (never "failed"); the code stays, the tickets are read again. */
export const NetworkFailure: Story = {
  parameters: { mock: 'wallet.exchange=network' },
  play: async () => {
    const input = await exchange('TICKETPACK2026');
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      t('wallet.exchange.outcomeUnknown'),
    );
    await expect(input).toHaveValue('TICKETPACK2026');
  },
};

/** Redeemed, its answer lost: said to be unknown, and the tickets read back show the 5 more. */
export const AnswerLostRedeemed: Story = {
  parameters: { mock: 'wallet.exchange=network-after:1' },
  play: async () => {
    const video = await screen.findByTestId('ticket-video');
    const before = Number(video.textContent);
    await exchange('TICKETPACK2026');
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      t('wallet.exchange.outcomeUnknown'),
    );
    await waitFor(() =>
      expect(screen.getByTestId('ticket-video')).toHaveTextContent(String(before + 5)),
    );
  },
};
