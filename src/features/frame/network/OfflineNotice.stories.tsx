import { notifications } from '@mantine/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { OfflineNotice } from './OfflineNotice';

/** navigator.onLine as the story wants it, announced by the event the browser would fire. */
function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** Back to the browser's own navigator.onLine. */
function restoreOnline(): void {
  delete (navigator as { onLine?: boolean }).onLine;
}

const meta = {
  title: 'Frame/Offline notice',
  component: OfflineNotice,
  parameters: { mock: 'offline' },
  beforeEach: () => {
    notifications.clean();
    setOnline(false);
    return restoreOnline;
  },
} satisfies Meta<typeof OfflineNotice>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Offline: a banner at the top of the column, in a polite live region. */
export const Offline: Story = {
  play: async () => {
    const banner = await screen.findByText(i18next.t('shell.offline.banner'));
    await expect(banner).toBeVisible();
    await expect(banner.closest('[role="status"]')).not.toBeNull();
  },
};

/** The connection returns: the banner goes and 'Back online' is notified. */
export const BackOnline: Story = {
  play: async () => {
    await screen.findByText(i18next.t('shell.offline.banner'));
    setOnline(true);
    await waitFor(() => expect(screen.queryByText(i18next.t('shell.offline.banner'))).toBeNull());
    const notice = await screen.findByText(i18next.t('shell.offline.backOnline'));
    // Notifications slide in: visible once the transition has run.
    await waitFor(() => expect(notice).toBeVisible());
  },
};
