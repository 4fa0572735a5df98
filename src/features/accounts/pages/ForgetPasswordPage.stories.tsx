import { ACCOUNT_MESSAGES as M } from '@fixtures/accounts/messages';
import { SECURITY_QUESTIONS } from '@fixtures/accounts/questions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  answerQuestion,
  button,
  enterAccount,
  field,
  heading,
  openUnable,
} from '../stories/recovery-kit';
import { expectRedNotice, inStoryLanguage, tr } from '../stories/story-kit';
import { ForgetPasswordPage } from './ForgetPasswordPage';

const meta = {
  title: 'Accounts/Forgot password',
  component: ForgetPasswordPage,
  parameters: { route: '/login/forget', session: null },
} satisfies Meta<typeof ForgetPasswordPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A seeded security question's text in the story's language. */
const questionText = (id: number) =>
  inStoryLanguage(SECURITY_QUESTIONS[id - 1]?.text ?? { zh_CN: '', en_US: '', ja: '' });

async function toReset() {
  await enterAccount();
  await answerQuestion('王芳');
  await heading('reset');
}

/** Step one, empty: the account and the two ways to verify it. */
export const AccountStep: Story = {
  play: async () => {
    await expect(await heading('account')).toBeVisible();
    await expect(field('accounts.login.account')).toHaveValue('');
    await expect(button('accounts.forget.byQuestion')).toBeVisible();
    await expect(button('accounts.forget.byPhone')).toBeVisible();
  },
};

/** Either way with no account: 'Please enter an account number'. */
export const AccountRequired: Story = {
  play: async () => {
    await heading('account');
    await userEvent.click(button('accounts.forget.byPhone'));
    await expect(await screen.findByText(tr('accounts.login.accountRequired'))).toBeVisible();
    await expect(await heading('account')).toBeVisible();
  },
};

/** Unknown account: the server's message, the account kept. */
export const AccountNotFound: Story = {
  play: async () => {
    await enterAccount('nobody_here');
    await expect(await screen.findByText(inStoryLanguage(M.accountNotFound))).toBeVisible();
    await expect(field('accounts.login.account')).toHaveValue('nobody_here');
  },
};

/** The seeded account without security questions is told so; the SMS way is right there. */
export const NoSecurityQuestion: Story = {
  tags: ['@errors:no-security-question'],
  play: async () => {
    await enterAccount('no_question');
    await expect(await screen.findByText(inStoryLanguage(M.noSecurityQuestion))).toBeVisible();
    await userEvent.click(button('accounts.forget.byPhone'));
    await expect(await heading('phone')).toBeVisible();
  },
};

/** The same for every account, by scenario (QA's way to reach it with any account). */
export const NoSecurityQuestionScenario: Story = {
  parameters: { mock: 'no-security-question' },
  play: async () => {
    await enterAccount();
    await expect(await screen.findByText(inStoryLanguage(M.noSecurityQuestion))).toBeVisible();
  },
};

/** Loading: the account's questions are being fetched. */
export const LoadingQuestions: Story = {
  parameters: { mock: 'auth.safetyQuestions=delay:999999' },
  play: async () => {
    await enterAccount();
    await waitFor(() =>
      expect(button('accounts.forget.byQuestion')).toHaveAttribute('data-loading'),
    );
  },
};

/** Step two: the account's own questions, in the member's language. */
export const VerificationStep: Story = {
  play: async () => {
    await enterAccount();
    await heading('verification');
    await expect(
      screen.getByRole('combobox', { name: tr('accounts.register.question') }),
    ).toHaveValue(questionText(1));
  },
};

/** Next with no answer: 'Please enter an answer'. */
export const AnswerRequired: Story = {
  play: async () => {
    await enterAccount();
    await heading('verification');
    await userEvent.click(button('accounts.register.next'));
    await expect(await screen.findByText(tr('accounts.register.answerRequired'))).toBeVisible();
  },
};

/** A wrong answer: 'Your answer is wrong!', the answer kept to correct. */
export const WrongAnswer: Story = {
  tags: ['@errors:wrong-answer'],
  play: async () => {
    await enterAccount();
    await answerQuestion('李华');
    await expect(await screen.findByText(inStoryLanguage(M.answerWrong))).toBeVisible();
    await expect(field('accounts.register.answer')).toHaveValue('李华');
  },
};

/** Every answer refused, by scenario. */
export const WrongAnswerScenario: Story = {
  parameters: { mock: 'wrong-answer' },
  play: async () => {
    await enterAccount();
    await answerQuestion('王芳');
    await expect(await screen.findByText(inStoryLanguage(M.answerWrong))).toBeVisible();
  },
};

/** Step three: the passwords differ, and the first is too short. */
export const PasswordsDiffer: Story = {
  tags: ['@errors:passwords-differ'],
  play: async () => {
    await toReset();
    await userEvent.type(field('accounts.forget.newPassword'), 'abc');
    await userEvent.type(field('accounts.forget.repeat'), 'abd');
    await userEvent.click(button('accounts.forget.submit'));
    await expect(await screen.findByText(tr('accounts.forget.mismatch'))).toBeVisible();
    await expect(screen.getByText(tr('accounts.register.passwordTooShort'))).toBeVisible();
  },
};

/** Step three with nothing typed: 'Please enter your password'. */
export const PasswordRequired: Story = {
  play: async () => {
    await toReset();
    await userEvent.click(button('accounts.forget.submit'));
    await expect(await screen.findByText(tr('accounts.login.passwordRequired'))).toBeVisible();
  },
};

/** The reset refused (10000): the server's message in red, both passwords still typed. */
export const ResetFails: Story = {
  parameters: {
    mock: 'auth.retrievePassword=code:10000+message:%E9%87%8D%E7%BD%AE%E5%A4%B1%E8%B4%A5',
  },
  play: async () => {
    await toReset();
    await userEvent.type(field('accounts.forget.newPassword'), 'newpass99');
    await userEvent.type(field('accounts.forget.repeat'), 'newpass99');
    await userEvent.click(button('accounts.forget.submit'));
    await expectRedNotice('重置失败');
    await expect(field('accounts.forget.repeat')).toHaveValue('newpass99');
  },
};

/** Reset: the server confirms, and the login page has the account filled in. */
export const Success: Story = {
  play: async () => {
    await toReset();
    await userEvent.type(field('accounts.forget.newPassword'), 'newpass99');
    await userEvent.type(field('accounts.forget.repeat'), 'newpass99');
    await userEvent.click(button('accounts.forget.submit'));
    await expect(
      await screen.findByRole('heading', { name: tr('accounts.login.title') }),
    ).toBeVisible();
    await expect(field('accounts.login.account')).toHaveValue('lin_xiao');
  },
};

/** The SMS way: the phone bound to the account. */
export const PhoneStep: Story = {
  play: async () => {
    await enterAccount('lin_xiao', 'phone');
    await expect(await heading('phone')).toBeVisible();
    await expect(field('accounts.register.phone')).toHaveValue('');
    await expect(button('accounts.register.send')).toBeVisible();
  },
};

/** A malformed phone: 'Please enter the correct phone number', nothing sent. */
export const PhoneInvalid: Story = {
  play: async () => {
    await enterAccount('lin_xiao', 'phone');
    await heading('phone');
    await userEvent.type(field('accounts.register.phone'), '123');
    await userEvent.click(button('accounts.register.send'));
    await expect(await screen.findByText(tr('accounts.register.phoneInvalid'))).toBeVisible();
  },
};

/** Another phone than the account's: the server's message under the phone. */
export const PhoneNotBound: Story = {
  play: async () => {
    await enterAccount('lin_xiao', 'phone');
    await heading('phone');
    await userEvent.type(field('accounts.register.phone'), '13800000004');
    await userEvent.click(button('accounts.register.send'));
    await expect(await screen.findByText(inStoryLanguage(M.phoneNotBound))).toBeVisible();
    await expect(field('accounts.register.phone')).toHaveValue('13800000004');
  },
};

/** A visitor account has no phone: it cannot recover by SMS. */
export const NoPhoneBound: Story = {
  play: async () => {
    await enterAccount('guest_10005', 'phone');
    await heading('phone');
    await userEvent.type(field('accounts.register.phone'), '13800000005');
    await userEvent.click(button('accounts.register.send'));
    await expect(await screen.findByText(inStoryLanguage(M.noPhoneBound))).toBeVisible();
  },
};

/** The code could not be sent (network): said under the phone, the phone kept. */
export const SendFails: Story = {
  parameters: { mock: 'config.smsSend=network' },
  play: async () => {
    await enterAccount('lin_xiao', 'phone');
    await heading('phone');
    await userEvent.type(field('accounts.register.phone'), '13800000001');
    await userEvent.click(button('accounts.register.send'));
    await expect(await screen.findByText(tr('accounts.register.sendFailed'))).toBeVisible();
    await expect(field('accounts.register.phone')).toHaveValue('13800000001');
  },
};

/** Code sent: on to the code and the new password (/login/inputValidation). */
export const CodeSent: Story = {
  play: async () => {
    await enterAccount('lin_xiao', 'phone');
    await heading('phone');
    await userEvent.type(field('accounts.register.phone'), '13800000001');
    await userEvent.click(button('accounts.register.send'));
    await expect(
      await screen.findByRole('heading', { name: tr('accounts.inputValidation.heading') }),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: /\d+/ })).toBeDisabled();
  },
};

/** 'Can't verify?': what to do, and a switch to the other way. */
export const Unable: Story = {
  play: async () => {
    await heading('account');
    await userEvent.type(field('accounts.login.account'), 'no_question');
    const dialog = await openUnable();
    await expect(within(dialog).getByText(tr('accounts.unable.tryOther.phone'))).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: tr('accounts.unable.switch.phone') }),
    );
    await expect(await heading('phone')).toBeVisible();
    // axe looks after the play: not at a dialog half faded out.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
