import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { FrameNotices } from './FrameNotices';

/**
 * Popup notices by trigger (issue 26 §3): 1 app start and 2 after login on the tab container, 3 on
 * the wallet. Each shows once per session (`feed_seen_notices`).
 */
const meta = {
  title: 'Frame/Popup notices',
  component: FrameNotices,
  parameters: { route: '/column/columnTabbar/index' },
} satisfies Meta<typeof FrameNotices>;
export default meta;
type Story = StoryObj<typeof meta>;

async function dismissNotice(title: RegExp) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Signed in this session, app start already seen: the after-login notice (n2, a VIP offer). */
export const AfterLogin: Story = {
  parameters: {
    storage: { session: { feed_seen_notices: '["n1"]', notice_signed_in: '1' } },
  },
  play: async () => {
    await dismissNotice(/会员限时优惠|VIP offer|VIP限定セール/);
    // Its link opens the wallet, where the wallet's own notices (none seeded) would show.
    await userEvent.click(screen.getByRole('button', { name: i18next.t('feed.notice.open') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(JSON.parse(sessionStorage.getItem('feed_seen_notices') ?? '[]')).toContain('n2');
  },
};

/** Both unseen after a sign-in: app start first, then after login, one dialog at a time. */
export const AppStartThenAfterLogin: Story = {
  parameters: {
    storage: { session: { feed_seen_notices: '[]', notice_signed_in: '1' } },
  },
  play: async () => {
    await dismissNotice(/欢迎来到社区|Welcome to the community|コミュニティへようこそ/);
    await expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: i18next.t('feed.notice.ok') }));
    await dismissNotice(/会员限时优惠|VIP offer|VIP限定セール/);
  },
};

/** On the wallet: the wallet's notice (trigger 3, scenario wallet-notice), once. */
export const OnWallet: Story = {
  parameters: {
    route: '/wallet',
    mock: 'wallet-notice',
    storage: { session: { feed_seen_notices: '["n1","n2"]' } },
  },
  play: async () => {
    await dismissNotice(/充值返现|Recharge cashback|チャージでキャッシュバック/);
    await userEvent.click(screen.getByRole('button', { name: i18next.t('feed.notice.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(JSON.parse(sessionStorage.getItem('feed_seen_notices') ?? '[]')).toContain('n3');
  },
};
