import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { expectQueryState, queryStoryStates } from '@/testing/story-states';
import { AccountSafePage } from './AccountSafePage';

/** Account safety for lin_xiao (10001, phone 138****0001, pay password set). */
const meta = {
  title: 'Settings/Account safety',
  component: AccountSafePage,
  parameters: { route: '/column/settings/accountSafe' },
} satisfies Meta<typeof AccountSafePage>;
export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

/** One action, one notification: the page's own words, not the policy's 'saved' beside them. */
async function expectOneNotification(text: string) {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible());
  await expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(1);
}

const states = queryStoryStates({
  route: '/column/settings/accountSafe',
  endpoint: 'user.profile',
  success: () => screen.findByText('lin_xiao'),
});
export const Loading: Story = states.Loading;
export const Failure: Story = states.Failure;
export const Success: Story = {
  play: async () => {
    await expectQueryState('success');
    await expect(await screen.findByText(/138\*\*\*\*0001/)).toBeVisible();
    await expect(
      screen.getByRole('link', { name: new RegExp(t('settings.accountSafe.payPassword')) }),
    ).toHaveAttribute('href', '/column/settings/accountSafe/payPassword/modify');
    await expect(
      screen.getByRole('link', { name: new RegExp(t('settings.accountSafe.loginPassword')) }),
    ).toHaveAttribute('href', '/column/settings/accountSafe/modifyPassword');
  },
};

/** The name is taken: the server's words beside the field, the name still typed. */
export const UsernameTaken: Story = {
  parameters: { route: '/column/settings/accountSafe/username', mock: 'name-taken' },
  play: async () => {
    const field = await screen.findByLabelText(t('settings.username.label'));
    await waitFor(() => expect(field).toHaveValue('lin_xiao'));
    await userEvent.clear(field);
    await userEvent.type(field, 'lin_new');
    await userEvent.click(screen.getByRole('button', { name: t('settings.save') }));
    await expect(
      await screen.findByText(/already in use|已被使用|已被占用|使用されています/, {
        selector: '.mantine-InputWrapper-error, p, div',
      }),
    ).toBeInTheDocument();
    await expect(field).toHaveValue('lin_new');
  },
};

/** Saving a new name returns to account safety, which shows it; one notice says so. */
export const UsernameSaved: Story = {
  parameters: { route: '/column/settings/accountSafe/username' },
  play: async () => {
    const field = await screen.findByLabelText(t('settings.username.label'));
    await waitFor(() => expect(field).toHaveValue('lin_xiao'));
    await userEvent.clear(field);
    await userEvent.type(field, 'lin_renamed');
    await userEvent.click(screen.getByRole('button', { name: t('settings.save') }));
    await expect(await screen.findByText('lin_renamed')).toBeVisible();
    await expectOneNotification(t('settings.username.saved'));
  },
};

/** The spec's own address (accountSafe/modifyPassword): the change's first step. */
export const ModifyPasswordAtSpecAddress: Story = {
  parameters: { route: '/column/settings/accountSafe/modifyPassword' },
  play: async () => {
    await expect(await screen.findByLabelText(t('settings.password.old'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('settings.password.next') })).toBeVisible();
  },
};

/** Step two without step one (a reload): back to the current password. */
export const PasswordStartsOver: Story = {
  parameters: { route: '/column/changePassword' },
  play: async () => {
    await expect(await screen.findByLabelText(t('settings.password.old'))).toBeVisible();
  },
};

async function passwordSteps(old: string, next: string, repeat: string) {
  await userEvent.type(await screen.findByLabelText(t('settings.password.old')), old);
  await userEvent.click(screen.getByRole('button', { name: t('settings.password.next') }));
  await userEvent.type(await screen.findByLabelText(t('settings.password.new')), next);
  await userEvent.type(screen.getByLabelText(t('settings.password.repeat')), repeat);
  await userEvent.click(screen.getByRole('button', { name: t('settings.password.submit') }));
}

export const PasswordMismatch: Story = {
  parameters: { route: '/column/originalPassword' },
  play: async () => {
    await passwordSteps('pass1234', 'newpass1', 'newpass2');
    await expect(await screen.findByText(t('settings.password.mismatch'))).toBeVisible();
  },
};

export const PasswordTooShort: Story = {
  tags: ['@errors:password-too-short'],
  parameters: { route: '/column/originalPassword' },
  play: async () => {
    await passwordSteps('pass1234', 'abc', 'abc');
    await expect(await screen.findByText(t('settings.password.tooShort'))).toBeVisible();
  },
};

/** A wrong current password: the server's words, the new password still typed. */
export const PasswordWrongOld: Story = {
  parameters: { route: '/column/originalPassword' },
  play: async () => {
    await passwordSteps('wrong-one', 'newpass1', 'newpass1');
    // The server's words: in a notification (the error policy) and beside the field.
    await waitFor(() => {
      const inForm = screen
        .getAllByText('原密码错误')
        .filter((node) => node.closest('form') !== null);
      expect(inForm.length).toBeGreaterThan(0);
    });
    await expect(screen.getByLabelText(t('settings.password.new'))).toHaveValue('newpass1');
  },
};

/** Changed: signed out here too, and asked to log in with the new password. */
export const PasswordChanged: Story = {
  parameters: { route: '/column/originalPassword' },
  play: async () => {
    await passwordSteps('pass1234', 'newpass1', 'newpass1');
    await expectOneNotification(t('settings.password.changed'));
    await expect(localStorage.getItem('token')).toBeNull();
  },
};
