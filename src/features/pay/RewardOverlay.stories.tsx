import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { RewardOverlay } from './RewardOverlay';

/** The reward (tip) overlay for the author (10002) of a post. */
const meta = {
  title: 'Pay/Reward overlay',
  component: RewardOverlay,
  args: { params: { postId: '50001', authorId: '10002' }, onClose: fn() },
} satisfies Meta<typeof RewardOverlay>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

/** Empty amount: the button is disabled. */
export const Empty: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: t('pay.reward.submit') })).toBeDisabled();
  },
};

/** An amount of 0 keeps it disabled; a positive amount and a remark enable it. */
export const ZeroThenAmount: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    const amount = dialog.getByLabelText(t('pay.reward.amount'));
    await userEvent.type(amount, '0');
    await expect(dialog.getByRole('button', { name: t('pay.reward.submit') })).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '8.88');
    await userEvent.type(dialog.getByLabelText(t('pay.reward.remark')), '拍得真好');
    await expect(dialog.getByRole('button', { name: t('pay.reward.submit') })).toBeEnabled();
  },
};

/** Letters are not accepted: the amount stays numeric. */
export const NumericOnly: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    const amount = dialog.getByLabelText(t('pay.reward.amount'));
    await userEvent.type(amount, 'abc');
    await expect(amount).toHaveValue('');
    await expect(dialog.getByRole('button', { name: t('pay.reward.submit') })).toBeDisabled();
  },
};
