import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { BalancePage } from './BalancePage';

/** /wallet/balance: the balance and the latest details. */
const meta = {
  title: 'Wallet/Balance',
  component: BalancePage,
  parameters: { route: '/wallet/balance' },
} satisfies Meta<typeof BalancePage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

export const Loading: Story = {
  parameters: { mock: 'user.account=delay:999999;wallet.details=delay:999999' },
  play: async () => {
    await waitFor(() => expect(screen.getAllByTestId('wallet-loading').length).toBe(2));
  },
};

export const EmptyDetails: Story = {
  parameters: { mock: 'wallet.details=empty' },
  play: async () => {
    await expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('¥258.34');
    await expect(await screen.findByText(t('wallet.details.empty'))).toBeVisible();
  },
};

export const Success: Story = {
  play: async () => {
    await expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('¥258.34');
    await waitFor(() => expect(screen.getAllByTestId('detail-row').length).toBeGreaterThan(0));
  },
};
