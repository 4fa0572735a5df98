import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { feedStoryStates } from '@/components/feed-list/feed-story-states';
import { i18next } from '@/lib/i18n';
import { PublishPage } from './PublishPage';

/** The strip on the following feed, the author's readers list, and publishing. */
const meta = {
  title: 'Snapshots/Pages',
  component: PublishPage,
  parameters: { route: '/post/snapshot/publish' },
} satisfies Meta<typeof PublishPage>;
export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

/** The strip: own first, then followed authors newest first, unread ones ringed. */
export const Strip: Story = {
  parameters: { route: '/column/columnTabbar/index?list=attention' },
  play: async () => {
    const strip = await screen.findByRole('navigation', { name: t('snapshots.strip') });
    await waitFor(() =>
      expect(strip.querySelector('[data-snapshot-user="10002"][data-unread]')).not.toBeNull(),
    );
    await expect(strip.querySelector('[data-snapshot-user]')).toHaveAttribute(
      'data-snapshot-user',
      '10001',
    );
  },
};

const readers = feedStoryStates('/post/snapshot/readers?id=80001', 'snapshots.readers', {
  emptyText: 'snapshots.noReaders',
  success: () =>
    waitFor(() => {
      const rows = document.querySelectorAll('[data-reader-id]');
      if (!rows.length) throw new Error('no readers');
      return rows;
    }),
});
/** aya reads who saw her snapshot. */
const asAya = { session: 'creator' as const };
export const ReadersLoading: Story = {
  ...readers.Loading,
  parameters: { ...readers.Loading.parameters, ...asAya },
};
export const ReadersEmpty: Story = {
  ...readers.Empty,
  parameters: { ...readers.Empty.parameters, ...asAya },
};
export const ReadersFailure: Story = {
  ...readers.Failure,
  parameters: { ...readers.Failure.parameters, ...asAya },
};
export const ReadersSuccess: Story = {
  ...readers.Success,
  parameters: { ...readers.Success.parameters, ...asAya },
};

function pngFile(): File {
  // A 1x1 PNG.
  const bytes = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    ),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], 'sunset.png', { type: 'image/png' });
}

async function pickAndUpload() {
  await screen.findByRole('button', { name: t('snapshots.pick') });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, pngFile());
  await expect(await screen.findByTestId('upload-done')).toBeVisible();
}

export const PublishIdle: Story = {
  play: async () => {
    await expect(await screen.findByText(t('snapshots.pickHint'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('snapshots.publish') })).toBeDisabled();
  },
};

/** Pick, upload, caption, publish: the reader opens on the new snapshot. */
export const Publish: Story = {
  play: async () => {
    await pickAndUpload();
    await userEvent.type(screen.getByLabelText(t('snapshots.caption')), '日落');
    await userEvent.click(screen.getByRole('button', { name: t('snapshots.publish') }));
    await expect(await screen.findByRole('dialog', { name: t('snapshots.reader') })).toBeVisible();
    await expect(await screen.findByText('日落')).toBeVisible();
  },
};

/** A caption with a sensitive word is refused; the caption and the upload stay. */
export const PublishSensitive: Story = {
  parameters: { mock: 'sensitive-words' },
  play: async () => {
    await pickAndUpload();
    const caption = screen.getByLabelText(t('snapshots.caption'));
    await userEvent.type(caption, '日落');
    await userEvent.click(screen.getByRole('button', { name: t('snapshots.publish') }));
    await expect(await screen.findByTestId('publish-error')).toBeVisible();
    await expect(caption).toHaveValue('日落');
  },
};

/** A caption with a word of the sensitive-word list is caught before sending; caption and upload stay. */
export const PublishSensitiveWordBeforeSending: Story = {
  parameters: { mock: 'snapshots.add=delay:999999' },
  play: async () => {
    await pickAndUpload();
    const caption = screen.getByLabelText(t('snapshots.caption'));
    await userEvent.type(caption, '诈骗');
    await userEvent.click(screen.getByRole('button', { name: t('snapshots.publish') }));
    await expect(await screen.findByText(t('sensitiveWords.hit'))).toBeVisible();
    await expect(caption).toHaveValue('诈骗');
    await expect(screen.getByTestId('upload-done')).toBeVisible();
  },
};

/** A failed upload says so and retries from where it stopped. */
export const UploadFailure: Story = {
  parameters: { mock: 'config.sliceUpload=code:10000' },
  play: async () => {
    await screen.findByRole('button', { name: t('snapshots.pick') });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, pngFile());
    await expect(await screen.findByText(t('snapshots.uploadFailed'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};
