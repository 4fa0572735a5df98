import { ACCOUNT_MESSAGES as M } from '@fixtures/accounts/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { button, field, heading, openUnable } from '../stories/recovery-kit';
import { expectRedNotice, inStoryLanguage, tr } from '../stories/story-kit';
import { InputValidationPage } from './InputValidationPage';

/** lin_xiao's phone; its code is 135790 (fixtures/accounts/users NAMED_SMS_CODES, QA panel). */
const ROUTE =
  '/login/inputValidation?type=forgetPassword&userName=lin_xiao&phoneAreaCode=86&phone=13800000001';
const CODE = '135790';

const meta = {
  title: 'Accounts/Reset password by SMS',
  component: InputValidationPage,
  parameters: { route: ROUTE, session: null },
} satisfies Meta<typeof InputValidationPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const pageHeading = () =>
  screen.findByRole('heading', { name: tr('accounts.inputValidation.heading') });

async function fillIn(code: string, password: string, repeat = password) {
  await pageHeading();
  await userEvent.type(field('accounts.register.code'), code);
  await userEvent.type(field('accounts.forget.newPassword'), password);
  await userEvent.type(field('accounts.forget.repeat'), repeat);
  await userEvent.click(button('accounts.forget.submit'));
}

/** Empty: where the code went, the code, the new password twice. */
export const Empty: Story = {
  play: async () => {
    await expect(await pageHeading()).toBeVisible();
    await expect(
      screen.getByText(
        tr('accounts.inputValidation.intro', { name: 'lin_xiao', phone: '+86 13800000001' }),
      ),
    ).toBeVisible();
    await expect(field('accounts.register.code')).toHaveValue('');
    await expect(button('accounts.inputValidation.resend')).toBeEnabled();
  },
};

/** Nothing typed: the code and the password messages. */
export const Required: Story = {
  play: async () => {
    await pageHeading();
    await userEvent.click(button('accounts.forget.submit'));
    await expect(await screen.findByText(tr('accounts.register.codeRequired'))).toBeVisible();
    await expect(screen.getByText(tr('accounts.login.passwordRequired'))).toBeVisible();
  },
};

/** The passwords differ; the first is too short. */
export const PasswordsDiffer: Story = {
  play: async () => {
    await fillIn(CODE, 'abc', 'abd');
    await expect(await screen.findByText(tr('accounts.forget.mismatch'))).toBeVisible();
    await expect(screen.getByText(tr('accounts.register.passwordTooShort'))).toBeVisible();
  },
};

/** A wrong code: the server's message under the code; everything typed stays. */
export const WrongCode: Story = {
  play: async () => {
    await fillIn('000000', 'newpass99');
    await expect(await screen.findByText(inStoryLanguage(M.verifyCodeWrong))).toBeVisible();
    await expect(field('accounts.register.code')).toHaveValue('000000');
    await expect(field('accounts.forget.repeat')).toHaveValue('newpass99');
  },
};

/** Loading: the code is being checked. */
export const Checking: Story = {
  parameters: { mock: 'auth.checkVerifyCode=delay:999999' },
  play: async () => {
    await fillIn(CODE, 'newpass99');
    await waitFor(() => expect(button('accounts.forget.submit')).toHaveAttribute('data-loading'));
  },
};

/** The reset refused (10000): the server's message in red, everything kept. */
export const ResetFails: Story = {
  parameters: {
    mock: 'auth.retrievePasswordBySms=code:10000+message:%E9%87%8D%E7%BD%AE%E5%A4%B1%E8%B4%A5',
  },
  play: async () => {
    await fillIn(CODE, 'newpass99');
    await expectRedNotice('重置失败');
    await expect(field('accounts.register.code')).toHaveValue(CODE);
  },
};

/** Send again: a countdown before another. */
export const Resent: Story = {
  play: async () => {
    await pageHeading();
    await userEvent.click(button('accounts.inputValidation.resend'));
    await expect(
      await screen.findByText(tr('accounts.register.sent', { phone: '+86 13800000001' })),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: /\d+/ })).toBeDisabled();
  },
};

/** Reset: the login page, with the account filled in. */
export const Success: Story = {
  play: async () => {
    await fillIn(CODE, 'newpass99');
    await expect(
      await screen.findByRole('heading', { name: tr('accounts.login.title') }),
    ).toBeVisible();
    await expect(field('accounts.login.account')).toHaveValue('lin_xiao');
  },
};

/** 'Can't verify?': what to do; the question way instead, the account carried over. */
export const Unable: Story = {
  play: async () => {
    await pageHeading();
    const dialog = await openUnable();
    await expect(within(dialog).getByText(tr('accounts.unable.noCode'))).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: tr('accounts.unable.switch.question') }),
    );
    await expect(await heading('account')).toBeVisible();
    await expect(field('accounts.login.account')).toHaveValue('lin_xiao');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A link without its parts (or of an unknown type): a way back to the start. */
export const InvalidLink: Story = {
  parameters: { route: '/login/inputValidation?type=somethingElse' },
  play: async () => {
    await expect(await screen.findByText(tr('accounts.inputValidation.invalidLink'))).toBeVisible();
    await userEvent.click(
      screen.getByRole('link', { name: tr('accounts.inputValidation.startAgain') }),
    );
    await expect(await heading('account')).toBeVisible();
  },
};
