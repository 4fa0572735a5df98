import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { TAGS } from '@fixtures/content/catalog';
import { i18next } from '@/lib/i18n';
import { AddPostPage } from './AddPostPage';

/** /column/addPost: text, pictures or a video, tags, the certified channel. */
const meta = {
  title: 'People/Publish a post',
  component: AddPostPage,
  parameters: { route: '/column/addPost' },
} satisfies Meta<typeof AddPostPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);
const content = () => screen.findByRole('textbox', { name: t('people.publish.content') });
const submit = () => screen.getByRole('button', { name: t('people.publish.submit') });

function pngFile(name: string): File {
  const bytes = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    ),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

export const Default: Story = {
  play: async () => {
    await expect(await content()).toHaveValue('');
    await expect(screen.getByText(t('people.publish.limit', { max: 40 }))).toBeVisible();
    // Topics only (tagType 1): the video lists are the server's filing, not a member's pick.
    const topics = await screen.findByRole('group', { name: t('people.publish.tags') });
    await expect(within(topics).getByText(TAGS[1]!.name.zh_CN)).toBeVisible();
    await expect(within(topics).queryByText(TAGS.at(-1)!.name.zh_CN)).toBeNull();
  },
};

/**
 * Content spec, section 9: up to 40 custom pictures. Picking 43 keeps the first 40, says how many
 * were left out, and the text typed stays.
 */
export const TooManyPictures: Story = {
  play: async () => {
    const field = await content();
    await userEvent.type(field, '四十张');
    await userEvent.upload(
      fileInput(),
      Array.from({ length: 43 }, (_, i) => pngFile(`p${i}.png`)),
    );
    await expect(await screen.findByTestId('media-refused')).toHaveTextContent(
      t('people.publish.errors.tooMany', { max: 40, count: 3 }),
    );
    await waitFor(() =>
      expect(screen.getByRole('list', { name: t('people.publish.media') })).toHaveAttribute(
        'data-count',
        '40',
      ),
    );
    // Full: no way to add a 41st, and nothing typed was lost.
    await expect(screen.queryByRole('button', { name: t('people.publish.add') })).toBeNull();
    await expect(field).toHaveValue('四十张');
  },
};

/** Text and a picture: 'submitted, waiting for review'. */
export const Submitted: Story = {
  play: async () => {
    await userEvent.type(await content(), '周末的海边');
    await userEvent.upload(fileInput(), pngFile('sea.png'));
    await expect(await screen.findByText(t('people.upload.done'))).toBeVisible();
    await userEvent.click(submit());
    await expect(await screen.findByText(t('people.publish.submitted'))).toBeVisible();
  },
};

/** Nothing to publish: the form says what is missing. */
export const NothingToPublish: Story = {
  play: async () => {
    await content();
    await userEvent.click(submit());
    await expect(await screen.findByText(t('people.publish.errors.empty'))).toBeVisible();
  },
};

/** Sensitive words: the server's message shows and the text stays. */
export const SensitiveWords: Story = {
  parameters: { mock: 'sensitive-words' },
  play: async () => {
    const field = await content();
    await userEvent.type(field, '一条普通的帖子');
    await userEvent.click(submit());
    await expect(await screen.findByTestId('publish-problem')).toBeVisible();
    await expect(field).toHaveValue('一条普通的帖子');
  },
};

/**
 * A catalogue refusal is shown by its code in our words, whatever the server wrote (issue 25); the
 * text stays.
 */
export const RefusalByCode: Story = {
  parameters: { mock: 'own.add=code:10427+message:Server%20wording' },
  play: async () => {
    const field = await content();
    await userEvent.type(field, '一条普通的帖子');
    await userEvent.click(submit());
    const problem = await screen.findByTestId('publish-problem');
    await expect(problem).toHaveTextContent(t('sensitiveWords.hit'));
    await expect(problem).not.toHaveTextContent('Server wording');
    await expect(field).toHaveValue('一条普通的帖子');
  },
};

/** errors.tsv, code 10000: the server's message in a red notice and in the form; the text stays. */
export const GeneralFailure: Story = {
  parameters: { mock: 'own.add=code:10000+message:Publishing%20is%20paused' },
  play: async () => {
    const field = await content();
    await userEvent.type(field, '一条普通的帖子');
    await userEvent.click(submit());
    await expect(await screen.findByTestId('publish-problem')).toHaveTextContent(
      'Publishing is paused',
    );
    await waitFor(() => {
      const notice = screen
        .queryAllByRole('alert')
        .find((a) => a.classList.contains('mantine-Notification-root'));
      if (!notice) throw new Error('no red notice');
      return expect(notice).toHaveTextContent('Publishing is paused');
    });
    await expect(field).toHaveValue('一条普通的帖子');
  },
};

/** The server never answered: the problem says so, and the text stays. */
export const NoAnswer: Story = {
  parameters: { mock: 'own.add=network' },
  play: async () => {
    const field = await content();
    await userEvent.type(field, '一条普通的帖子');
    await userEvent.click(submit());
    await expect(await screen.findByTestId('publish-problem')).toHaveTextContent(
      t('people.publish.noAnswer'),
    );
    await expect(field).toHaveValue('一条普通的帖子');
  },
};

/** A word of the sensitive-word list is caught before sending: the catalogue's message, the text stays. */
export const SensitiveWordBeforeSending: Story = {
  parameters: { mock: 'own.add=delay:999999' },
  play: async () => {
    const field = await content();
    await userEvent.type(field, 'a gamble tonight');
    await userEvent.click(submit());
    await expect(await screen.findByTestId('publish-problem')).toHaveTextContent(
      t('sensitiveWords.hit'),
    );
    await expect(field).toHaveValue('a gamble tonight');
  },
};

/** An upload fails: the tile offers a retry, and publishing waits for it. */
export const UploadFails: Story = {
  parameters: { mock: 'config.sliceUpload=code:10000' },
  play: async () => {
    await userEvent.type(await content(), '看这张图');
    await userEvent.upload(fileInput(), pngFile('one.png'));
    await expect(await screen.findByText(t('people.upload.failed'))).toBeVisible();
    await userEvent.click(submit());
    await expect(await screen.findByText(t('people.publish.waitUploads'))).toBeVisible();
  },
};

/** A member who is not certified asks for the certified channel: the prompt to get certified. */
export const ChannelNeedsCertification: Story = {
  play: async () => {
    await content();
    await userEvent.click(screen.getByRole('switch', { name: t('people.publish.channel') }));
    await expect(await screen.findByTestId('channel-locked')).toBeVisible();
    await waitFor(() => expect(submit()).toBeDisabled());
  },
};

/** A certified creator may post in the certified channel. */
export const CreatorChannel: Story = {
  parameters: { session: 'creator' },
  play: async () => {
    await content();
    await userEvent.click(screen.getByRole('switch', { name: t('people.publish.channel') }));
    // Enabled once the member's tags have come (the switch can be on before they do).
    await waitFor(() => expect(submit()).toBeEnabled());
    await expect(screen.queryByTestId('channel-locked')).toBeNull();
  },
};
