import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { queryStoryStates } from '@/testing/story-states';
import { EditHomePage } from './EditHomePage';

/** /column/editHomePage: nickname, head image, sex, birthday, signature. */
const meta = {
  title: 'People/Edit profile',
  component: EditHomePage,
  parameters: { route: '/column/editHomePage' },
} satisfies Meta<typeof EditHomePage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);
const nickname = () => screen.findByRole('textbox', { name: t('people.edit.nickname') });

const states = queryStoryStates({
  route: '/column/editHomePage',
  endpoint: 'user.profile',
  success: async () => {
    await expect(await nickname()).toHaveValue('林晓');
    return screen.getByRole('button', { name: t('people.edit.save') });
  },
});
export const Loading: Story = states.Loading;
export const Failure: Story = states.Failure;
export const Success: Story = states.Success;

/** A new nickname is saved and the form says so. */
export const Saved: Story = {
  play: async () => {
    const field = await nickname();
    await userEvent.clear(field);
    await userEvent.type(field, '晓晓');
    await userEvent.click(screen.getByRole('button', { name: t('people.edit.save') }));
    await expect(await screen.findByTestId('edit-saved')).toHaveTextContent(t('people.edit.saved'));
    await expect(field).toHaveValue('晓晓');
  },
};

/** Bad input: each field says what is wrong, and what was typed stays. */
export const BadInput: Story = {
  play: async () => {
    const field = await nickname();
    await userEvent.clear(field);
    const sign = screen.getByRole('textbox', { name: t('people.edit.sign') });
    await userEvent.clear(sign);
    await userEvent.click(sign);
    await userEvent.paste('长'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: t('people.edit.save') }));
    await expect(await screen.findByText(t('people.edit.errors.nicknameRequired'))).toBeVisible();
    await expect(screen.getByText(t('people.edit.errors.signLong', { max: 100 }))).toBeVisible();
    await expect(sign).toHaveValue('长'.repeat(101));
  },
};

/** The save fails: the message shows and the new nickname is still in the field. */
export const SaveFails: Story = {
  parameters: { mock: 'user.update=code:10000' },
  play: async () => {
    const field = await nickname();
    await userEvent.clear(field);
    await userEvent.type(field, '新名字');
    await userEvent.click(screen.getByRole('button', { name: t('people.edit.save') }));
    await expect(await screen.findByText(t('people.edit.failed'))).toBeVisible();
    await expect(field).toHaveValue('新名字');
  },
};

function pngFile(): File {
  const bytes = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    ),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], 'me.png', { type: 'image/png' });
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** A new head image: its preview shows at once, then the upload completes. */
export const AvatarUploaded: Story = {
  play: async () => {
    await nickname();
    await userEvent.upload(fileInput(), pngFile());
    await expect(await screen.findByTestId('avatar-preview')).toBeVisible();
    await expect(await screen.findByText(t('people.upload.done'))).toBeVisible();
  },
};

/** The upload fails: the failure and a retry show beside the preview. */
export const AvatarUploadFails: Story = {
  parameters: { mock: 'config.sliceUpload=code:10000' },
  play: async () => {
    await nickname();
    await userEvent.upload(fileInput(), pngFile());
    await expect(await screen.findByText(t('people.upload.failed'))).toBeVisible();
    await waitFor(() =>
      expect(
        screen.getByRole('button', {
          name: `${t('people.upload.retry')} ${t('people.edit.avatar')}`,
        }),
      ).toBeVisible(),
    );
  },
};
