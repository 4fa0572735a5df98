import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { ReaderPage } from './ReaderPage';

/** /post/snapshot/:id — the full-screen reader, as member 10001 (who follows aya, 10002). */
const meta = {
  title: 'Snapshots/Reader',
  component: ReaderPage,
  parameters: { route: '/post/snapshot/80001' },
} satisfies Meta<typeof ReaderPage>;
export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

const readerState = (state: string) =>
  waitFor(() => {
    const cell = document.querySelector(`[data-reader-state="${state}"]`);
    if (!cell) throw new Error(`reader not in state ${state}`);
    return cell;
  });
const loadedPicture = () =>
  waitFor(() => {
    const frame = document.querySelector('[data-reader-state="success"] [data-state]');
    if (frame?.getAttribute('data-state') !== 'loaded') throw new Error('picture not loaded');
    return frame;
  });

/** aya's picture: shown, with its caption, and the reader's controls. */
export const FileSuccess: Story = {
  play: async () => {
    await loadedPicture();
    await expect(screen.getByRole('dialog', { name: t('snapshots.reader') })).toBeVisible();
    await expect(screen.getByText('拍摄花絮')).toBeVisible();
    await expect(screen.getByRole('button', { name: t('snapshots.close') })).toBeVisible();
    // Pausing is a real toggle.
    await userEvent.click(screen.getByRole('button', { name: t('snapshots.pause') }));
    await expect(screen.getByRole('button', { name: t('snapshots.play') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The member's own clip: it plays, and the author sees who read it and can delete it. */
export const ClipOwn: Story = {
  parameters: { route: '/post/snapshot/80002' },
  play: async () => {
    await readerState('success');
    await waitFor(() => expect(document.querySelector('video')).not.toBeNull());
    await expect(await screen.findByTestId('snapshot-readers')).toHaveAttribute(
      'href',
      '/post/snapshot/readers?id=80002',
    );
    const remove = screen.getByRole('button', { name: t('snapshots.delete') });
    await userEvent.click(remove);
    await expect(screen.getByRole('button', { name: t('snapshots.confirmDelete') })).toBeVisible();
  },
};

/**
 * The last one (the only one here), in a reader opened by a link: moving on closes the reader,
 * to the following feed (reached inside the app, it goes back to where the member was).
 */
export const LastOne: Story = {
  parameters: {
    mock: 'snapshots.list=empty',
    openedByLink: true,
  },
  play: async () => {
    await loadedPicture();
    await userEvent.click(screen.getByRole('button', { name: t('snapshots.pause') }));
    await userEvent.click(screen.getByRole('button', { name: t('snapshots.next') }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: t('snapshots.reader') })).toBeNull(),
    );
    const following = await screen.findByRole('link', { name: t('feed.home.attention') });
    await expect(following).toHaveAttribute('aria-current', 'page');
  },
};

export const FileLoading: Story = {
  parameters: { mock: 'snapshots.file=delay:999999' },
  play: async () => {
    await readerState('loading');
  },
};

/** The file call fails: said in the reader, with a retry and a skip. */
export const FileFailure: Story = {
  parameters: { mock: 'snapshots.file=code:10000' },
  play: async () => {
    await readerState('failure');
    await expect(screen.getByText(t('snapshots.fileFailed'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('snapshots.skip') })).toBeVisible();
  },
};

/** The first host of each media type is dead and the list rotates: the picture still shows. */
export const FileDomainFailover: Story = {
  parameters: { mock: 'domain-rotation' },
  play: async () => {
    await loadedPicture();
  },
};

/** A snapshot that is gone (deleted, or a stale link). */
export const Missing: Story = {
  parameters: { route: '/post/snapshot/99999' },
  play: async () => {
    await expect(await screen.findByText(t('snapshots.missing'))).toBeVisible();
  },
};
