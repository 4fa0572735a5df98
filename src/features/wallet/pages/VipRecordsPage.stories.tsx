import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { VipRecordsPage } from './VipRecordsPage';

/** VIP recharge records: the member's orders. */
const meta = {
  title: 'Wallet/VIP records',
  component: VipRecordsPage,
  parameters: { route: '/wallet/vip/records' },
} satisfies Meta<typeof VipRecordsPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

export const Loading: Story = {
  parameters: { mock: 'wallet.orders=delay:999999' },
  play: async () => {
    await expect(await screen.findByTestId('wallet-loading')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { mock: 'wallet.orders=empty' },
  play: async () => {
    await expect(await screen.findByText(t('wallet.vipRecords.empty'))).toBeVisible();
  },
};

export const Failure: Story = {
  parameters: { mock: 'wallet.orders=network' },
  play: async () => {
    await expect(await screen.findByText(t('wallet.loadFailed'))).toBeVisible();
  },
};

export const Success: Story = {
  play: async () => {
    await waitFor(() => expect(screen.getAllByTestId('order-row').length).toBeGreaterThan(0));
    await expect(screen.getAllByText(new RegExp(t('wallet.orderType.1'))).length).toBeGreaterThan(
      0,
    );
  },
};

/** The same states in English and Japanese (axe checks each; the other scheme on Japanese). */
export const SuccessEnglish: Story = { ...Success, globals: { locale: 'en_US' } };
export const SuccessJapanese: Story = { ...Success, globals: { locale: 'ja', theme: 'light' } };
export const EmptyEnglish: Story = { ...Empty, globals: { locale: 'en_US' } };
export const EmptyJapanese: Story = { ...Empty, globals: { locale: 'ja', theme: 'light' } };
