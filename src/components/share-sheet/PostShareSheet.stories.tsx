import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { loggedCalls } from '@mocks/platform/call-log';
import { i18next } from '@/lib/i18n';
import { PostShareSheet } from './PostShareSheet';

/**
 * Sharing a post: the post, a QR code of its link with the member's invite code (lin_xiao:
 * LINX01), the link, save as image and copy link. Opened from a post card or the detail page
 * (the journeys in e2e/share.spec.ts); here on its own, as the share overlay shows it.
 */
const meta = {
  title: 'Post/Share sheet',
  component: PostShareSheet,
  args: { postId: '50001', onClose: fn() },
} satisfies Meta<typeof PostShareSheet>;
export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

const sheet = () => screen.findByRole('dialog', { name: t('people.share.postTitle') });

/** aya_photo's post: her name and text, the QR code and the link to this post with the invite code. */
export const Success: Story = {
  play: async () => {
    const dialog = within(await sheet());
    await expect(await dialog.findByTestId('share-post')).toHaveTextContent('今天的晚霞太好看了');
    await expect(dialog.getByTitle(t('people.share.postQr'))).toBeInTheDocument();
    await waitFor(() =>
      expect(dialog.getByTestId('share-link')).toHaveTextContent(
        /\/post\/postDetail\?postId=50001&inviteCode=LINX01$/,
      ),
    );
    await expect(dialog.getByRole('button', { name: t('people.share.save') })).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('people.share.copyLink') })).toBeVisible();
  },
};

/** A post with a picture: the card carries it (and the saved image with it). */
export const WithPicture: Story = {
  args: { postId: '50007' },
  play: async () => {
    const dialog = within(await sheet());
    await expect(await dialog.findByTestId('share-post-picture')).toBeVisible();
    await expect(dialog.getByTestId('share-link')).toHaveTextContent(/postId=50007/);
  },
};

/** The post is on its way: the link and QR code are there already, the post says it is loading. */
export const Loading: Story = {
  parameters: { mock: 'post.detail=delay:999999' },
  play: async () => {
    const dialog = within(await sheet());
    await expect(dialog.getByRole('status', { name: t('common.loading') })).toBeVisible();
    await expect(dialog.getByTestId('share-qr')).toBeVisible();
  },
};

/** The post could not be read: a retry, and the link still works. */
export const Failure: Story = {
  parameters: { mock: 'post.detail=status:500' },
  play: async () => {
    const dialog = within(await sheet());
    await expect(await dialog.findByText(t('common.loadFailed'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('common.retry') })).toBeVisible();
    await expect(dialog.getByTestId('share-link')).toHaveTextContent(/postId=50001/);
  },
};

/** A locked post shows no picture on the card (the link still leads to it). */
export const LockedPost: Story = {
  args: { postId: '50005' },
  parameters: { mock: 'locked-content' },
  play: async () => {
    const dialog = within(await sheet());
    const post = await dialog.findByTestId('share-post');
    await expect(within(post).queryByTestId('share-post-picture')).toBeNull();
  },
};

/** Closing the sheet. */
export const Close: Story = {
  play: async ({ args }) => {
    const dialog = within(await sheet());
    await userEvent.click(dialog.getByRole('button', { name: t('people.share.close') }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The media calls the mocks answered for a file path, oldest first: "<domain> <outcome>". */
function mediaCalls(path: string): string[] {
  return loggedCalls()
    .filter((c) => c.endpointId.startsWith('media ') && c.url.endsWith(path))
    .map((c) => `${c.endpointId.slice('media '.length)} ${c.outcome}`)
    .reverse();
}

/**
 * Presses "save video" and answers the file names handed to the browser: the <a download> click
 * is caught here, so the story run does not write files.
 */
async function saveVideo(dialog: ReturnType<typeof within>): Promise<string[]> {
  const names: string[] = [];
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  try {
    const button = await dialog.findByRole('button', { name: t('people.share.video.save') });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() =>
      expect(['saved', 'failed']).toContain(
        dialog.getByTestId('save-video').getAttribute('data-save-video'),
      ),
    );
  } finally {
    click.mockRestore();
  }
  return names;
}

/** A video post: "save video" below the buttons, off the card (the saved image does not show it). */
export const VideoPost: Story = {
  args: { postId: '50004' },
  play: async () => {
    const dialog = within(await sheet());
    const save = await dialog.findByRole('button', { name: t('people.share.video.save') });
    await expect(save).toBeVisible();
    await expect(within(dialog.getByTestId('share-card')).queryByRole('button')).toBeNull();
  },
};

/**
 * Saving the video: its download_url (download/50004.webm) from the first download host (domain
 * type 2, dl-a), handed to the browser as post-50004.webm; the sheet says it is saved.
 */
export const VideoSaved: Story = {
  args: { postId: '50004' },
  play: async () => {
    const dialog = within(await sheet());
    await expect(await saveVideo(dialog)).toEqual(['post-50004.webm']);
    await expect(dialog.getByRole('status')).toHaveTextContent(t('people.share.video.saved'));
    await expect(mediaCalls('/download/50004.webm')).toEqual(['dl-a ok']);
  },
};

/**
 * The file is on its way (the download host's answer held, as a Loading story holds a call): the
 * button spins and cannot be pressed twice.
 */
export const VideoSaving: Story = {
  args: { postId: '50004' },
  play: async () => {
    const dialog = within(await sheet());
    const button = await dialog.findByRole('button', { name: t('people.share.video.save') });
    await waitFor(() => expect(button).toBeEnabled());
    const pass = window.fetch.bind(window);
    const asked: string[] = [];
    const held = spyOn(window, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes('/download/')) return pass(input, init);
      asked.push(url);
      return new Promise<Response>(() => {});
    });
    try {
      await userEvent.click(button);
    } finally {
      held.mockRestore();
    }
    await expect(dialog.getByTestId('save-video')).toHaveAttribute('data-save-video', 'saving');
    await expect(button).toBeDisabled();
    await expect(asked).toEqual(['https://dl-a.media.test/mock-media/dl-a/download/50004.webm']);
  },
};

/** The first download host is dead: the file comes from the next one, as images and videos do. */
export const VideoSavedFromNextHost: Story = {
  args: { postId: '50004' },
  parameters: { mock: 'dead:dl-a' },
  play: async () => {
    const dialog = within(await sheet());
    await expect(await saveVideo(dialog)).toEqual(['post-50004.webm']);
    await expect(dialog.getByRole('status')).toHaveTextContent(t('people.share.video.saved'));
    await expect(mediaCalls('/download/50004.webm')).toEqual(['dl-a network', 'dl-b ok']);
  },
};

/** Every download host is dead: nothing is saved, the member is told, and may try again. */
export const VideoSaveFailed: Story = {
  args: { postId: '50004' },
  parameters: { mock: 'dead:dl-a;dead:dl-b' },
  play: async () => {
    const dialog = within(await sheet());
    await expect(await saveVideo(dialog)).toEqual([]);
    await expect(dialog.getByRole('alert')).toHaveTextContent(t('people.share.video.failed'));
    await expect(mediaCalls('/download/50004.webm')).toEqual(['dl-a network', 'dl-b network']);
    await expect(dialog.getByRole('button', { name: t('people.share.video.save') })).toBeEnabled();
  },
};

/**
 * A video the member may not view yet (50008, subscribers only): no save, but the way to unlock
 * it: the sheet closes on the post's page, where its unlock options are.
 */
export const VideoLocked: Story = {
  parameters: { route: '/post/postDetail?postId=50008' },
  play: async () => {
    const article = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('article[data-post-id="50008"]');
      expect(found).not.toBeNull();
      return found!;
    });
    await userEvent.click(
      await within(article).findByRole('button', { name: t('people.share.post') }),
    );
    const dialog = within(await sheet());
    await expect(await dialog.findByText(t('people.share.video.locked'))).toBeVisible();
    await expect(dialog.queryByRole('button', { name: t('people.share.video.save') })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: t('people.share.video.unlock') }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: t('people.share.postTitle') })).toBeNull(),
    );
    await expect(within(article).getByRole('group', { name: t('post.lock.label') })).toBeVisible();
  },
};

/** The failure in English (the longest of the new lines): it wraps inside the sheet. */
export const VideoSaveFailedEnglish: Story = {
  ...VideoSaveFailed,
  globals: { locale: 'en_US' },
};

/** The locked video's line and its way to unlock, in English, on the sheet itself. */
export const VideoLockedEnglish: Story = {
  args: { postId: '50008' },
  globals: { locale: 'en_US' },
  play: async () => {
    const dialog = within(await sheet());
    await expect(await dialog.findByText(t('people.share.video.locked'))).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: t('people.share.video.unlock') }),
    ).toBeVisible();
  },
};
