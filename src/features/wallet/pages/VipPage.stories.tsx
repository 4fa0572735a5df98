import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { queryStoryStates } from '@/testing/story-states';
import { VipPage } from './VipPage';

/** The VIP purchase screen: the levels on sale; buying opens the pay sheet. */
const meta = {
  title: 'Wallet/VIP',
  component: VipPage,
  parameters: { route: '/wallet/vip' },
} satisfies Meta<typeof VipPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

/** Loading, Failure and Empty: the QueryState cell's, from the story kit. */
const states = queryStoryStates({
  route: '/wallet/vip',
  endpoint: 'wallet.levels',
  emptyText: 'wallet.vip.empty',
});
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Failure: Story = states.Failure;
/** The call fails without an answer (network): the same Failure, with its retry. */
export const FailureNetwork: Story = {
  ...states.Failure,
  parameters: { ...states.Failure.parameters, mock: 'wallet.levels=network' },
};

/** Four levels; lifetime never expires. Buying opens the pay sheet with the level's price. */
export const Success: Story = {
  play: async () => {
    await expect(await screen.findByText(t('wallet.vip.neverExpires'))).toBeVisible();
    const buttons = await screen.findAllByRole('button', { name: new RegExp(t('wallet.vip.buy')) });
    await expect(buttons).toHaveLength(4);
    await userEvent.click(buttons[0]!);
    const sheet = within(await screen.findByRole('dialog'));
    await expect(await sheet.findByTestId('pay-amount')).toHaveTextContent('¥30.00');
  },
};

/** A lifetime VIP (wang_da) sees the levels but cannot buy another. */
export const Lifetime: Story = {
  parameters: { session: 'vip' },
  play: async () => {
    await expect(await screen.findByText(t('wallet.vip.lifetime'))).toBeVisible();
  },
};

/**
 * Buying the monthly level through the pay sheet and its password (wallet.buyLevel): the sheet
 * closes with the success message and the status line reads the new VIP at once.
 */
export const Bought: Story = {
  play: async () => {
    await expect(await screen.findByTestId('vip-status')).toHaveTextContent(t('wallet.vip.none'));
    const buttons = await screen.findAllByRole('button', { name: new RegExp(t('wallet.vip.buy')) });
    await userEvent.click(buttons[0]!);
    const sheet = within(await screen.findByRole('dialog'));
    await userEvent.click(await sheet.findByRole('radio'));
    await userEvent.click(sheet.getByRole('button', { name: t('pay.confirm') }));
    await userEvent.click(
      await sheet.findByLabelText(i18next.t('pay.password.digit', { n: 1, total: 6 })),
    );
    await userEvent.keyboard('123456');
    await waitFor(() => expect(screen.getByText(t('pay.success'))).toBeVisible());
    await waitFor(() =>
      expect(screen.getByTestId('vip-status')).toHaveTextContent(t('wallet.vip.type.month')),
    );
  },
};
