import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { PromotePage } from './PromotePage';

/** /promote: the invite code, the count and the people invited. */
const meta = {
  title: 'Wallet/Promote',
  component: PromotePage,
  parameters: { route: '/promote' },
} satisfies Meta<typeof PromotePage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

export const Loading: Story = {
  parameters: { mock: 'auth.inviteList=delay:999999' },
  play: async () => {
    await expect((await screen.findAllByTestId('wallet-loading')).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  parameters: { mock: 'auth.inviteList=empty' },
  play: async () => {
    await expect(await screen.findByText(t('wallet.promote.empty'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('wallet.promote.copy') })).toBeVisible();
  },
};

export const Failure: Story = {
  parameters: { mock: 'auth.inviteList=network' },
  play: async () => {
    await expect(await screen.findByText(t('wallet.loadFailed'))).toBeVisible();
  },
};

export const Success: Story = {
  play: async () => {
    await expect(await screen.findByTestId('facts-headline')).not.toBeEmptyDOMElement();
    await expect(await screen.findByText(t('wallet.promote.reward'))).toBeVisible();
  },
};

/** The same states in English and Japanese (axe checks each; the other scheme on Japanese). */
export const SuccessEnglish: Story = { ...Success, globals: { locale: 'en_US' } };
export const SuccessJapanese: Story = { ...Success, globals: { locale: 'ja', theme: 'light' } };
