import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { queryStoryStates } from '@/testing/story-states';
import { CodePage } from './CodePage';

/** /column/code: the invite code, copy, and the share card. */
const meta = {
  title: 'People/Invite',
  component: CodePage,
  parameters: { route: '/column/code' },
} satisfies Meta<typeof CodePage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

const states = queryStoryStates({
  route: '/column/code',
  endpoint: 'user.vipInfo',
  success: async () => {
    const code = await screen.findByTestId('invite-code');
    await expect(code).toHaveTextContent('LINX01');
    return code;
  },
});
export const Loading: Story = states.Loading;
export const Failure: Story = states.Failure;
export const Success: Story = states.Success;

/** The share popup: the 402 image, the QR code of the invite link, the gift tip. */
export const ShareCard: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: t('people.code.shareCard') }));
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByTestId('share-qr')).toBeVisible();
    await expect(within(dialog).getByText(t('people.share.gift'))).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: t('people.share.save') }),
    ).toBeVisible();
  },
};
