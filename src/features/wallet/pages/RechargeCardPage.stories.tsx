import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { WALLET_MESSAGES } from '@fixtures/accounts/wallet-messages';
import type { MockLang } from '@fixtures/localized';
import { i18next } from '@/lib/i18n';
import { queryStoryStates } from '@/testing/story-states';
import { RechargeCardPage } from './RechargeCardPage';

/**
 * /rechargeCard for member 10001 (¥258.34). Cards are in fixtures/accounts/codes.ts: LM50… is an
 * unused ¥50 card, LM30USED… was used, LM20OLD… has expired.
 */
const meta = {
  title: 'Wallet/Recharge card',
  component: RechargeCardPage,
  parameters: { route: '/rechargeCard' },
} satisfies Meta<typeof RechargeCardPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

/** Loading, Failure: the QueryState cell's, from the story kit. */
const states = queryStoryStates({ route: '/rechargeCard', endpoint: 'user.account' });
export const Loading: Story = states.Loading;
export const Failure: Story = states.Failure;
/** The call fails without an answer (network): the same Failure, with its retry. */
export const FailureNetwork: Story = {
  ...states.Failure,
  parameters: { ...states.Failure.parameters, mock: 'user.account=network' },
};

const serverText = (key: keyof typeof WALLET_MESSAGES) =>
  WALLET_MESSAGES[key][i18next.language as MockLang];

async function redeem(code: string) {
  const input = await screen.findByLabelText(t('wallet.rechargeCard.code'));
  if (code) await userEvent.type(input, code);
  await userEvent.click(screen.getByRole('button', { name: t('wallet.rechargeCard.submit') }));
  return input;
}

async function expectFieldError(input: HTMLElement, text: string) {
  await expect(await screen.findByText(text)).toBeVisible();
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
}

/** The form, the balance, the rules and the way to the records. */
export const Success: Story = {
  play: async () => {
    await expect(await screen.findByTestId('card-balance')).toHaveTextContent('¥258.34');
    await expect(
      screen.getByRole('link', { name: t('wallet.rechargeCard.records') }),
    ).toHaveAttribute('href', '/rechargeCard/record');
  },
};

/** Redeemed (typed in groups, lower case): +¥50, the new balance, the field cleared. */
export const Redeemed: Story = {
  play: async () => {
    const input = await redeem('lm50 a7k9 q2w4 e6r8');
    const done = await screen.findByTestId('card-redeemed');
    await expect(done).toHaveTextContent('+¥50.00');
    await expect(done).toHaveTextContent('LM50 **** **** E6R8');
    await expect(done).toHaveTextContent('¥308.34');
    await waitFor(() => expect(screen.getByTestId('card-balance')).toHaveTextContent('¥308.34'));
    await expect(input).toHaveValue('');
  },
};

export const Required: Story = {
  play: async () => {
    const input = await redeem('');
    await expectFieldError(input, t('wallet.rechargeCard.required'));
  },
};

/** Not 16 letters or digits: said before anything is sent; what was typed stays. */
export const InvalidFormat: Story = {
  play: async () => {
    const input = await redeem('LM50-123');
    await expectFieldError(input, t('wallet.rechargeCard.invalid'));
    await expect(input).toHaveValue('LM50-123');
  },
};

/** A well-formed code the server does not know. */
export const UnknownCard: Story = {
  play: async () => {
    const input = await redeem('LM50A7K9Q2W4E6R9');
    await expectFieldError(input, serverText('cardInvalid'));
    await expect(input).toHaveValue('LM50A7K9Q2W4E6R9');
  },
};

/** 'codes-used': every card was redeemed by someone else. */
export const AlreadyUsed: Story = {
  parameters: { mock: 'codes-used' },
  play: async () => {
    const input = await redeem('LM100B3N5M7P9T2Y');
    await expectFieldError(input, serverText('cardUsed'));
    await expect(screen.getByTestId('card-balance')).toHaveTextContent('¥258.34');
  },
};

export const Expired: Story = {
  play: async () => {
    const input = await redeem('LM20OLD000000001');
    await expectFieldError(input, serverText('cardExpired'));
  },
};

/**
 * The call gets no answer and nothing was redeemed: the records read back show no new card, so
 * the member is told the balance did not change and may try again; the code stays.
 */
export const NetworkFailure: Story = {
  parameters: { mock: 'wallet.rechargeCard=network' },
  play: async () => {
    const input = await redeem('LM50A7K9Q2W4E6R8');
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      t('wallet.rechargeCard.outcomeNotMade'),
    );
    await expect(input).toHaveValue('LM50A7K9Q2W4E6R8');
    await expect(screen.getByTestId('card-balance')).toHaveTextContent('¥258.34');
  },
};

/** The card was credited but its answer was lost: read back from the records, shown redeemed. */
export const AnswerLostRedeemed: Story = {
  parameters: { mock: 'wallet.rechargeCard=network-after:1' },
  play: async () => {
    await redeem('LM50A7K9Q2W4E6R8');
    const done = await screen.findByTestId('card-redeemed');
    await expect(done).toHaveTextContent('+¥50.00');
    await expect(done).toHaveTextContent('¥308.34');
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/** The answer was lost and the records cannot be read: unknown, never "failed". */
export const AnswerLostUnknown: Story = {
  parameters: { mock: 'wallet.rechargeCard=network-after:1;wallet.rechargeCardRecords=network' },
  play: async () => {
    const input = await redeem('LM50A7K9Q2W4E6R8');
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      t('wallet.rechargeCard.outcomeUnknown'),
    );
    await expect(input).toHaveValue('LM50A7K9Q2W4E6R8');
  },
};

/** While a lost answer is read back the screen says it is checking. */
export const AnswerLostChecking: Story = {
  parameters: { mock: 'wallet.rechargeCard=network;wallet.rechargeCardRecords=delay:2000' },
  play: async () => {
    await redeem('LM50A7K9Q2W4E6R8');
    await expect(await screen.findByTestId('code-checking')).toHaveTextContent(
      t('wallet.rechargeCard.outcomeChecking'),
    );
  },
};

/** While the card is on its way the button shows it is busy. */
export const Redeeming: Story = {
  parameters: { mock: 'wallet.rechargeCard=delay:999999' },
  play: async () => {
    await redeem('LM50A7K9Q2W4E6R8');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: t('wallet.rechargeCard.submit') })).toHaveAttribute(
        'data-loading',
        'true',
      ),
    );
  },
};
