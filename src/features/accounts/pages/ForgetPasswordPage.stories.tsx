import { ACCOUNT_MESSAGES as M } from '@fixtures/accounts/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { inStoryLanguage, tr } from '../stories/story-kit';
import { ForgetPasswordPage } from './ForgetPasswordPage';

const meta = {
  title: 'Accounts/Forgot password',
  component: ForgetPasswordPage,
  parameters: { route: '/login/forget', session: null },
} satisfies Meta<typeof ForgetPasswordPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const field = (key: string) => screen.getByLabelText(tr(key), { exact: true });
const next = () => screen.getByRole('button', { name: tr('accounts.register.next') });

async function account(name = 'lin_xiao') {
  await screen.findByRole('heading', { name: tr('accounts.forget.steps.account') });
  await userEvent.type(field('accounts.login.account'), name);
  await userEvent.click(next());
}

async function answer(text: string) {
  await screen.findByRole('heading', { name: tr('accounts.forget.steps.verification') });
  await userEvent.type(field('accounts.register.answer'), text);
  await userEvent.click(next());
}

/** Step one, empty. */
export const AccountStep: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: tr('accounts.forget.steps.account') }),
    ).toBeVisible();
  },
};

/** Next with no account: 'Please enter an account number'. */
export const AccountRequired: Story = {
  play: async () => {
    await screen.findByRole('heading', { name: tr('accounts.forget.steps.account') });
    await userEvent.click(next());
    await expect(await screen.findByText(tr('accounts.login.accountRequired'))).toBeVisible();
  },
};

/** Unknown account: the server's message. */
export const AccountNotFound: Story = {
  play: async () => {
    await account('nobody_here');
    await expect(await screen.findByText(inStoryLanguage(M.accountNotFound))).toBeVisible();
  },
};

/** An account without security questions cannot recover this way. */
export const NoSecurityQuestion: Story = {
  parameters: { mock: 'no-security-question' },
  play: async () => {
    await account();
    await expect(await screen.findByText(inStoryLanguage(M.noSecurityQuestion))).toBeVisible();
  },
};

/** Loading: the account's questions are being fetched. */
export const LoadingQuestions: Story = {
  parameters: { mock: 'auth.safetyQuestions=delay:999999' },
  play: async () => {
    await account();
    await waitFor(() => expect(next()).toHaveAttribute('data-loading'));
  },
};

/** Step two: the account's own questions, in the member's language. */
export const VerificationStep: Story = {
  play: async () => {
    await account();
    await screen.findByRole('heading', { name: tr('accounts.forget.steps.verification') });
    await expect(
      screen.getByRole('combobox', { name: tr('accounts.register.question') }),
    ).toHaveValue(tr('accounts.questions.q1'));
  },
};

/** A wrong answer: 'Your answer is wrong!', the answer kept to correct. */
export const WrongAnswer: Story = {
  parameters: { mock: 'wrong-answer' },
  play: async () => {
    await account();
    await answer('王芳');
    await expect(await screen.findByText(inStoryLanguage(M.answerWrong))).toBeVisible();
    await expect(field('accounts.register.answer')).toHaveValue('王芳');
  },
};

/** Step three: the passwords differ, then too short. */
export const PasswordsDiffer: Story = {
  play: async () => {
    await account();
    await answer('王芳');
    await screen.findByRole('heading', { name: tr('accounts.forget.steps.reset') });
    await userEvent.type(field('accounts.forget.newPassword'), 'abc');
    await userEvent.type(field('accounts.forget.repeat'), 'abd');
    await userEvent.click(screen.getByRole('button', { name: tr('accounts.forget.submit') }));
    await expect(await screen.findByText(tr('accounts.forget.mismatch'))).toBeVisible();
    await expect(screen.getByText(tr('accounts.register.passwordTooShort'))).toBeVisible();
  },
};

/** Reset: the server confirms, and the login page has the account filled in. */
export const Success: Story = {
  play: async () => {
    await account();
    await answer('王芳');
    await screen.findByRole('heading', { name: tr('accounts.forget.steps.reset') });
    await userEvent.type(field('accounts.forget.newPassword'), 'newpass99');
    await userEvent.type(field('accounts.forget.repeat'), 'newpass99');
    await userEvent.click(screen.getByRole('button', { name: tr('accounts.forget.submit') }));
    await expect(
      await screen.findByRole('heading', { name: tr('accounts.login.title') }),
    ).toBeVisible();
    await expect(field('accounts.login.account')).toHaveValue('lin_xiao');
  },
};

/** The light scheme. */
export const WrongAnswerLight: Story = { ...WrongAnswer, globals: { theme: 'light' } };
export const PasswordsDifferLight: Story = { ...PasswordsDiffer, globals: { theme: 'light' } };
