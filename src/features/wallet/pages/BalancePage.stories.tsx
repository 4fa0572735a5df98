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

/** No answer: what failed and a retry. */
export const Failure: Story = {
  parameters: { mock: 'user.account=network' },
  play: async () => {
    await expect(await screen.findByText(t('wallet.loadFailed'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('wallet.retry') })).toBeVisible();
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

/** The same states in English and Japanese (axe checks each; the other scheme on Japanese). */
export const SuccessEnglish: Story = { ...Success, globals: { locale: 'en_US' } };
export const SuccessJapanese: Story = { ...Success, globals: { locale: 'ja', theme: 'light' } };
export const EmptyDetailsEnglish: Story = { ...EmptyDetails, globals: { locale: 'en_US' } };
export const EmptyDetailsJapanese: Story = {
  ...EmptyDetails,
  globals: { locale: 'ja', theme: 'light' },
};
