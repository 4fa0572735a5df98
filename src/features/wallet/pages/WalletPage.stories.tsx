import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { queryStoryStates } from '@/testing/story-states';
import { WalletPage } from './WalletPage';

/** /wallet for member 10001 (¥258.34, pay password set). */
const meta = {
  title: 'Wallet/Wallet',
  component: WalletPage,
  parameters: { route: '/wallet' },
} satisfies Meta<typeof WalletPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

/** Loading, Failure: the QueryState cell's, from the story kit. */
const states = queryStoryStates({ route: '/wallet', endpoint: 'user.account' });
export const Loading: Story = states.Loading;
export const Failure: Story = states.Failure;
/** The call fails without an answer (network): the same Failure, with its retry. */
export const FailureNetwork: Story = {
  ...states.Failure,
  parameters: { ...states.Failure.parameters, mock: 'user.account=network' },
};

/** Balance, tickets, and the links to details, VIP, bank cards and the pay password. */
export const Success: Story = {
  play: async () => {
    await expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('¥258.34');
    await expect(screen.getByRole('link', { name: t('wallet.recharge.action') })).toHaveAttribute(
      'href',
      '/wallet/balance/recharge',
    );
    await expect(screen.getByText(t('wallet.tickets.video'))).toBeVisible();
    await expect(
      screen.getByRole('link', { name: t('wallet.rechargeCard.title') }),
    ).toHaveAttribute('href', '/rechargeCard');
    await expect(screen.getByRole('link', { name: t('wallet.exchange.title') })).toHaveAttribute(
      'href',
      '/exchange',
    );
    await expect(
      screen.getByRole('link', { name: new RegExp(t('wallet.payPassword.title')) }),
    ).toHaveAttribute('href', '/column/settings/accountSafe/payPassword/modify');
  },
};

/**
 * Issue 26.3: every wallet screen is a tap away: the balance page (with the balance), the
 * details, withdrawal records, VIP and its records, bank cards, the subscription price, recharge
 * cards, exchange codes, invites and the pay password.
 */
export const EveryScreenLinked: Story = {
  play: async () => {
    const list = await screen.findByRole('navigation', { name: t('wallet.title') });
    const hrefs = [...list.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    await expect(hrefs).toEqual([
      '/wallet/balance',
      '/wallet/balance/details',
      '/wallet/balance/cash#cash-records',
      '/wallet/vip',
      '/wallet/vip/records',
      '/wallet/balance/cash/account',
      '/wallet/subscription',
      '/rechargeCard',
      '/exchange',
      '/promote',
      '/column/settings/accountSafe/payPassword/modify',
    ]);
    await expect(list.querySelector('a[href="/wallet/balance"]')).toHaveTextContent(
      `${t('wallet.balance.title')}¥258.34`,
    );
    await expect(screen.getByRole('link', { name: t('wallet.cash.records') })).toBeVisible();
  },
};

/** Every balance at 0 (balance shortfall). */
export const Empty: Story = {
  parameters: { mock: 'balance-shortfall' },
  play: async () => {
    await expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('¥0.00');
  },
};
