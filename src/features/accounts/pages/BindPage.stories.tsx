import { ACCOUNT_MESSAGES as M } from '@fixtures/accounts/messages';
import { SECURITY_QUESTIONS } from '@fixtures/accounts/questions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import {
  accountStep,
  chooseQuestions,
  field,
  next,
  phoneStep,
  skipInvite,
  stepHeading,
} from '../stories/register-kit';
import { expectRedNotice, inStoryLanguage, tr } from '../stories/story-kit';
import { BindPage } from './BindPage';

/**
 * A visitor comes to binding the way members do: 'Go and see first' on the auto-login page with
 * ref=/login/bind, which signs in a fresh visitor of the mock db and lands on step one.
 */
const AS_VISITOR = { route: '/login/autologin?ref=%2Flogin%2Fbind', session: null };

const meta = {
  title: 'Accounts/Bind visitor',
  component: BindPage,
  parameters: AS_VISITOR,
} satisfies Meta<typeof BindPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const questionText = (id: number) =>
  inStoryLanguage(SECURITY_QUESTIONS[id - 1]?.text ?? { zh_CN: '', en_US: '', ja: '' });
const bindButton = () => screen.getByRole('button', { name: tr('accounts.bind.submit') });

async function asVisitor() {
  await userEvent.click(await screen.findByRole('button', { name: tr('accounts.login.guest') }));
  await screen.findByRole('heading', { name: tr('accounts.bind.title') });
}

/** Up to step four, every step passed. */
async function toQuestions(name = 'bound_visitor') {
  await asVisitor();
  await phoneStep('13955556666');
  await skipInvite();
  await accountStep(name);
}

/** Step one of binding: the phone, area code 86. */
export const VisitorStepOne: Story = {
  play: async () => {
    await asVisitor();
    await expect(await stepHeading('phone')).toBeVisible();
    await expect(
      screen.getByRole('progressbar', {
        name: tr('accounts.register.progress', { step: 1, total: 4 }),
      }),
    ).toBeVisible();
  },
};

/** Next with nothing typed: the phone and code messages. */
export const PhoneRequired: Story = {
  play: async () => {
    await asVisitor();
    await userEvent.click(next());
    await expect(await screen.findByText(tr('accounts.register.phoneInvalid'))).toBeVisible();
    await expect(screen.getByText(tr('accounts.register.codeRequired'))).toBeVisible();
  },
};

/** A phone another member registered (lin_xiao's): the catalogue message. */
export const PhoneRegistered: Story = {
  play: async () => {
    await asVisitor();
    await userEvent.type(field('accounts.register.phone'), '13800000001');
    await userEvent.click(screen.getByRole('button', { name: tr('accounts.register.send') }));
    await expect(await screen.findByText(inStoryLanguage(M.phoneRegistered))).toBeVisible();
    await expect(field('accounts.register.phone')).toHaveValue('13800000001');
  },
};

/** A wrong SMS code: the server's message under the code. */
export const WrongCode: Story = {
  play: async () => {
    await asVisitor();
    await phoneStep('13955556666', '000000');
    await expect(await screen.findByText(inStoryLanguage(M.verifyCodeWrong))).toBeVisible();
  },
};

/** Step two: an invalid invite code (scenario), kept to correct. */
export const InviteInvalid: Story = {
  parameters: { mock: 'invite-invalid' },
  play: async () => {
    await asVisitor();
    await phoneStep('13955556666');
    await stepHeading('invite');
    await userEvent.type(field('accounts.register.invite'), 'NOPE42');
    await userEvent.click(next());
    await expect(await screen.findByText(inStoryLanguage(M.inviteInvalid))).toBeVisible();
    await expect(field('accounts.register.invite')).toHaveValue('NOPE42');
  },
};

/** Step three: the password too short, then a name in use (lin_xiao's). */
export const NameTaken: Story = {
  play: async () => {
    await asVisitor();
    await phoneStep('13955556666');
    await skipInvite();
    await accountStep('lin_xiao', '123');
    await expect(await screen.findByText(tr('accounts.register.passwordTooShort'))).toBeVisible();
    await userEvent.type(field('accounts.login.password'), '456');
    await userEvent.click(next());
    await expect(await screen.findByText(inStoryLanguage(M.nameTaken))).toBeVisible();
    await expect(field('accounts.register.username')).toHaveValue('lin_xiao');
  },
};

/** Step three with nothing typed: 'Please enter an account number', 'Please enter your password'. */
export const AccountRequired: Story = {
  play: async () => {
    await asVisitor();
    await phoneStep('13955556666');
    await skipInvite();
    await stepHeading('account');
    await userEvent.click(next());
    await expect(await screen.findByText(tr('accounts.login.accountRequired'))).toBeVisible();
    await expect(screen.getByText(tr('accounts.login.passwordRequired'))).toBeVisible();
  },
};

/** Step four: the same question twice. */
export const QuestionsDuplicated: Story = {
  play: async () => {
    await toQuestions();
    await chooseQuestions([4, 4, 6], questionText);
    await userEvent.click(bindButton());
    await expect(await screen.findByText(tr('accounts.register.duplicated'))).toBeVisible();
  },
};

/** The binding call refused (10000): the message in red, step four and its answers kept. */
export const BindFails: Story = {
  parameters: { mock: 'auth.bindVisitor=code:10000+message:%E7%BB%91%E5%AE%9A%E5%A4%B1%E8%B4%A5' },
  play: async () => {
    await toQuestions();
    await chooseQuestions([4, 5, 6], questionText);
    await userEvent.click(bindButton());
    await expectRedNotice('绑定失败');
    await expect(await stepHeading('questions')).toBeVisible();
    await expect(
      screen.getAllByLabelText(tr('accounts.register.answer'), { exact: true })[2],
    ).toHaveValue('answer 2');
  },
};

/** To step four and bind: the call gets no answer; said inline, step four and its answers kept. */
async function bindUnanswered() {
  await toQuestions();
  await chooseQuestions([4, 5, 6], questionText);
  await userEvent.click(bindButton());
  await expect(await screen.findByText(tr('accounts.submitFailed'))).toBeVisible();
  await expect(await stepHeading('questions')).toBeVisible();
  await expect(
    screen.getAllByLabelText(tr('accounts.register.answer'), { exact: true })[2],
  ).toHaveValue('answer 2');
}

/** HTTP 503 without the envelope on the binding call. */
export const BindServerError: Story = {
  parameters: { mock: 'auth.bindVisitor=status:503' },
  play: bindUnanswered,
};

/** A network failure on the binding call. */
export const BindNetworkFailure: Story = {
  parameters: { mock: 'auth.bindVisitor=network' },
  play: bindUnanswered,
};

/**
 * The session ends on the binding call (10201): its token is dead, so it goes from everywhere it
 * was kept (the saved login too: nothing signs in with it again). 'Go and see first' gives this
 * device its visitor back, and binding is back with what was typed (the password and the answers
 * are never kept in a draft).
 */
export const SessionExpired: Story = {
  parameters: { mock: 'auth.bindVisitor=code:10201' },
  play: async () => {
    await toQuestions();
    const deadToken = localStorage.getItem('token') ?? '';
    await chooseQuestions([4, 5, 6], questionText);
    await userEvent.click(bindButton());
    await expect(
      await screen.findByRole('heading', { name: tr('accounts.autoLogin.welcome') }),
    ).toBeVisible();
    await expect(localStorage.getItem('token')).toBeNull();
    await expect(localStorage.getItem('savedAccounts') ?? '').not.toContain(deadToken);
    await userEvent.click(screen.getByRole('button', { name: tr('accounts.login.guest') }));
    await expect(await stepHeading('phone')).toBeVisible();
    await waitFor(() => expect(field('accounts.register.phone')).toHaveValue('13955556666'));
    await expect(field('accounts.register.code')).toHaveValue('246810');
  },
};

/** Bound: the same account, now a member (no longer a visitor), back where the visitor was. */
export const Success: Story = {
  // Back to the 404 page after binding only because its code is in the main chunk: the story need
  // not wait for the find tab's code and data (the journey goes back to real pages).
  parameters: {
    ...AS_VISITOR,
    route: `/login/autologin?ref=${encodeURIComponent('/login/bind?ref=%2Ferror%2F404')}`,
  },
  play: async () => {
    await toQuestions();
    const visitorId = localStorage.getItem('userId');
    await chooseQuestions([4, 5, 6], questionText);
    await userEvent.click(bindButton());
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('loginData') ?? '{}')).toMatchObject({
        isVisitor: false,
        username: 'bound_visitor',
      }),
    );
    await expect(localStorage.getItem('userId')).toBe(visitorId);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: tr('accounts.bind.title') })).toBeNull(),
    );
  },
};

/** A registered member has nothing to bind. */
export const NotVisitor: Story = {
  parameters: { route: '/login/bind', session: 'member' },
  play: async () => {
    await expect(await screen.findByText(tr('accounts.bind.notVisitor'))).toBeVisible();
  },
};

/** Signed out: to sign in first, this page remembered. */
export const SignedOut: Story = {
  parameters: { route: '/login/bind', session: null },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: tr('accounts.autoLogin.welcome') }),
    ).toBeVisible();
    await expect(localStorage.getItem('redirectUrl')).toBe('/login/bind');
  },
};
