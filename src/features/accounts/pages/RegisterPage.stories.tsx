import { ACCOUNT_MESSAGES as M } from '@fixtures/accounts/messages';
import { SECURITY_QUESTIONS } from '@fixtures/accounts/questions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { expectRedNotice, inStoryLanguage, tr } from '../stories/story-kit';
import {
  accountStep,
  chooseQuestions,
  field,
  next,
  phoneStep,
  stepHeading,
} from '../stories/register-kit';
import { RegisterPage } from './RegisterPage';

const meta = {
  title: 'Accounts/Register',
  component: RegisterPage,
  parameters: { route: '/login/register', session: null },
} satisfies Meta<typeof RegisterPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A seeded security question's text in the story's language (the server lists them). */
const questionText = (id: number) =>
  inStoryLanguage(SECURITY_QUESTIONS[id - 1]?.text ?? { zh_CN: '', en_US: '', ja: '' });

const heading = stepHeading;
const skip = () => screen.findByRole('button', { name: tr('accounts.register.skip') });

/** Step one, empty: area code 86 by default. */
export const PhoneStep: Story = {
  play: async () => {
    await heading('phone');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: tr('accounts.register.areaCode') })).toHaveValue(
        '中国大陆 +86',
      ),
    );
  },
};

/** Next with nothing typed: the phone and code messages. */
export const PhoneRequired: Story = {
  play: async () => {
    await heading('phone');
    await userEvent.click(next());
    await expect(await screen.findByText(tr('accounts.register.phoneInvalid'))).toBeVisible();
    await expect(screen.getByText(tr('accounts.register.codeRequired'))).toBeVisible();
  },
};

/** The phone is already registered: the catalogue message under the phone. */
export const PhoneRegistered: Story = {
  tags: ['@errors:phone-registered'],
  parameters: { mock: 'phone-registered' },
  play: async () => {
    await heading('phone');
    await userEvent.type(field('accounts.register.phone'), '13912345678');
    await userEvent.click(screen.getByRole('button', { name: tr('accounts.register.send') }));
    await expect(await screen.findByText(inStoryLanguage(M.phoneRegistered))).toBeVisible();
    await expect(field('accounts.register.phone')).toHaveValue('13912345678');
  },
};

/** Code sent: a countdown before another. */
export const CodeSent: Story = {
  play: async () => {
    await heading('phone');
    await userEvent.type(field('accounts.register.phone'), '13912345678');
    await userEvent.click(screen.getByRole('button', { name: tr('accounts.register.send') }));
    await expect(
      await screen.findByText(tr('accounts.register.sent', { phone: '+86 13912345678' })),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: /\d+/ })).toBeDisabled();
  },
};

/** A wrong SMS code: the server's message under the code. */
export const WrongCode: Story = {
  play: async () => {
    await phoneStep('13912345678', '000000');
    await expect(await screen.findByText(inStoryLanguage(M.verifyCodeWrong))).toBeVisible();
  },
};

/** Step two, prefilled from an invite link; an invalid code gets the catalogue message. */
export const InviteInvalid: Story = {
  tags: ['@errors:invite-code-invalid'],
  parameters: { mock: 'invite-invalid', route: '/login/register?inviteCode=NOPE42' },
  play: async () => {
    await phoneStep();
    await heading('invite');
    await expect(field('accounts.register.invite')).toHaveValue('NOPE42');
    await userEvent.click(next());
    await expect(await screen.findByText(inStoryLanguage(M.inviteInvalid))).toBeVisible();
  },
};

/** Step two skipped: the code is dropped and the account step follows. */
export const InviteSkipped: Story = {
  parameters: { route: '/login/register?inviteCode=NOPE42' },
  play: async () => {
    await phoneStep();
    await heading('invite');
    await userEvent.click(screen.getByRole('button', { name: tr('accounts.register.skip') }));
    await expect(await heading('account')).toBeVisible();
  },
};

/** Step three: the account name is taken; the password too short. */
export const NameTaken: Story = {
  tags: ['@errors:account-name-taken'],
  parameters: { mock: 'name-taken' },
  play: async () => {
    await phoneStep();
    await userEvent.click(await skip());
    await accountStep('new_member', '123');
    await expect(await screen.findByText(tr('accounts.register.passwordTooShort'))).toBeVisible();
    await userEvent.type(field('accounts.login.password'), '456');
    await userEvent.click(next());
    await expect(await screen.findByText(inStoryLanguage(M.nameTaken))).toBeVisible();
    await expect(field('accounts.register.username')).toHaveValue('new_member');
  },
};

/** Step four: the same question twice. */
export const QuestionsDuplicated: Story = {
  tags: ['@errors:security-questions-repeat'],
  play: async () => {
    await phoneStep();
    await userEvent.click(await skip());
    await accountStep();
    await chooseQuestions([1, 1, 3], questionText);
    await userEvent.click(screen.getByRole('button', { name: tr('accounts.register.submit') }));
    await expect(await screen.findByText(tr('accounts.register.duplicated'))).toBeVisible();
  },
};

/** The registration call refused (10000): the message in red, everything kept. */
export const RegistrationFails: Story = {
  parameters: { mock: 'auth.register=code:10000+message:%E6%B3%A8%E5%86%8C%E5%A4%B1%E8%B4%A5' },
  play: async () => {
    await phoneStep();
    await userEvent.click(await skip());
    await accountStep();
    await chooseQuestions([1, 2, 3], questionText);
    await userEvent.click(screen.getByRole('button', { name: tr('accounts.register.submit') }));
    await expectRedNotice('注册失败');
    await expect(await heading('questions')).toBeVisible();
  },
};

/** To step four and send: the registration call gets no answer; said inline, step four kept. */
async function sendUnanswered() {
  await phoneStep();
  await userEvent.click(await skip());
  await accountStep();
  await chooseQuestions([1, 2, 3], questionText);
  await userEvent.click(screen.getByRole('button', { name: tr('accounts.register.submit') }));
  await expect(await screen.findByText(tr('accounts.submitFailed'))).toBeVisible();
  await expect(await heading('questions')).toBeVisible();
  await expect(
    screen.getAllByLabelText(tr('accounts.register.answer'), { exact: true })[2],
  ).toHaveValue('answer 2');
  await expect(localStorage.getItem('token')).toBeNull();
}

/** HTTP 500 without the envelope on the registration call. */
export const RegistrationServerError: Story = {
  parameters: { mock: 'auth.register=status:500' },
  play: sendUnanswered,
};

/** A network failure on the registration call. */
export const RegistrationNetworkFailure: Story = {
  parameters: { mock: 'auth.register=network' },
  play: sendUnanswered,
};

/** Loading: the ten questions are on their way (three placeholders). */
export const QuestionsLoading: Story = {
  parameters: { mock: 'auth.securityQuestionList=delay:999999' },
  play: async () => {
    await phoneStep();
    await userEvent.click(await skip());
    await accountStep();
    await heading('questions');
    await expect(await screen.findAllByTestId('questions-skeleton')).toHaveLength(3);
  },
};

/** The questions could not be loaded: said, with a retry; the earlier steps are kept. */
export const QuestionsFailure: Story = {
  parameters: { mock: 'auth.securityQuestionList=network' },
  play: async () => {
    await phoneStep();
    await userEvent.click(await skip());
    await accountStep();
    await expect(await screen.findByText(tr('accounts.register.questionsFailed'))).toBeVisible();
    await expect(screen.getByRole('button', { name: tr('accounts.retry') })).toBeVisible();
  },
};

/** Step four with nothing chosen: a question and an answer are asked for each. */
export const QuestionsRequired: Story = {
  play: async () => {
    await phoneStep();
    await userEvent.click(await skip());
    await accountStep();
    await heading('questions');
    await userEvent.click(screen.getByRole('button', { name: tr('accounts.register.submit') }));
    await expect(await screen.findAllByText(tr('accounts.register.questionRequired'))).toHaveLength(
      3,
    );
    await expect(screen.getAllByText(tr('accounts.register.answerRequired'))).toHaveLength(3);
  },
};

/** Registered: signed in, on to the birthday. */
export const Success: Story = {
  play: async () => {
    await phoneStep();
    await userEvent.click(await skip());
    await accountStep();
    await chooseQuestions([1, 2, 3], questionText);
    await userEvent.click(screen.getByRole('button', { name: tr('accounts.register.submit') }));
    await expect(
      await screen.findByRole('heading', { name: tr('accounts.birthday.title') }),
    ).toBeVisible();
    await expect(localStorage.getItem('token')).toBeTruthy();
  },
};
/**
 * Registered with an invite code: the client then records the invite (auth.recordInvite, the call
 * that grants the inviter's 12 hours), with the new member's id and the code, before it moves on to
 * the birthday step. The server takes its time to answer it here: sent in the background, a page
 * load right after the registration cut it on its way and the inviter never got the hours.
 */
export const InviteRecorded: Story = {
  parameters: { route: '/login/register?inviteCode=AYA777', mock: 'auth.recordInvite=delay:400' },
  play: async () => {
    performance.clearResourceTimings();
    await phoneStep();
    await heading('invite');
    await expect(field('accounts.register.invite')).toHaveValue('AYA777');
    await userEvent.click(next());
    await accountStep();
    await chooseQuestions([1, 2, 3], questionText);
    await userEvent.click(screen.getByRole('button', { name: tr('accounts.register.submit') }));
    await screen.findByRole('heading', { name: tr('accounts.birthday.title') });
    // Answered already: no waiting for it here.
    const recorded = `/add/invite//${localStorage.getItem('userId') ?? ''}/AYA777`;
    await expect(
      performance.getEntriesByType('resource').some((e) => e.name.endsWith(recorded)),
    ).toBe(true);
  },
};
