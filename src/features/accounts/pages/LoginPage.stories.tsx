import { ACCOUNT_MESSAGES as M } from '@fixtures/accounts/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { expectRedNotice, inStoryLanguage, tr } from '../stories/story-kit';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'Accounts/Login',
  component: LoginPage,
  // The page to come back to is the 404 page only because its code is in the main chunk: the
  // story need not wait for another page's code to load.
  parameters: { route: '/login?ref=%2Ferror%2F404', session: null },
} satisfies Meta<typeof LoginPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const account = () => screen.findByLabelText(tr('accounts.login.account'), { exact: true });
const password = () => screen.getByLabelText(tr('accounts.login.password'), { exact: true });
const submit = () => screen.getByRole('button', { name: tr('accounts.login.submit') });

async function logIn(name: string, secret: string) {
  await userEvent.type(await account(), name);
  await userEvent.type(password(), secret);
  await userEvent.click(submit());
}

/** Empty form: account, password, and the other ways in. */
export const Empty: Story = {
  play: async () => {
    await expect(await account()).toHaveValue('');
    await expect(screen.getByRole('link', { name: tr('accounts.login.forgot') })).toBeVisible();
    await expect(screen.getByRole('link', { name: tr('accounts.login.register') })).toBeVisible();
    await expect(screen.getByRole('button', { name: tr('accounts.login.guest') })).toBeVisible();
    await expect(
      screen.getByRole('link', { name: tr('accounts.login.otherMethods') }),
    ).toBeVisible();
  },
};

/** Nothing typed: 'Please enter an account number' and 'Please enter your password'. */
export const Required: Story = {
  play: async () => {
    await account();
    await userEvent.click(submit());
    await expect(await screen.findByText(tr('accounts.login.accountRequired'))).toBeVisible();
    await expect(screen.getByText(tr('accounts.login.passwordRequired'))).toBeVisible();
  },
};

/** Only the password missing: its message alone, the account kept. */
export const PasswordRequired: Story = {
  play: async () => {
    await userEvent.type(await account(), 'lin_xiao');
    await userEvent.click(submit());
    await expect(await screen.findByText(tr('accounts.login.passwordRequired'))).toBeVisible();
    await expect(screen.queryByText(tr('accounts.login.accountRequired'))).toBeNull();
    await expect(await account()).toHaveValue('lin_xiao');
  },
};

/** A wrong password: the server's message in red; what was typed stays. */
export const WrongPassword: Story = {
  play: async () => {
    await logIn('lin_xiao', 'nope');
    await expectRedNotice(inStoryLanguage(M.accountOrPasswordWrong));
    await expect(await account()).toHaveValue('lin_xiao');
    await expect(password()).toHaveValue('nope');
  },
};

/** Any other refusal (10000 with a server message). */
export const ServerFailure: Story = {
  parameters: { mock: 'auth.login=code:10000+message:%E7%B3%BB%E7%BB%9F%E7%B9%81%E5%BF%99' },
  play: async () => {
    await logIn('lin_xiao', 'pass1234');
    await expectRedNotice('系统繁忙');
    await expect(await account()).toHaveValue('lin_xiao');
  },
};

/** The submit got no answer: the form says so itself (the policy is silent), nothing typed is lost. */
async function expectUnansweredKept() {
  await expect(await screen.findByText(tr('accounts.submitFailed'))).toBeVisible();
  await expect(await account()).toHaveValue('lin_xiao');
  await expect(password()).toHaveValue('pass1234');
  await expect(localStorage.getItem('token')).toBeNull();
}

/** A network failure on the login call: an inline message, and everything typed stays. */
export const NetworkFailure: Story = {
  parameters: { mock: 'auth.login=network' },
  play: async () => {
    await logIn('lin_xiao', 'pass1234');
    await expectUnansweredKept();
  },
};

/** HTTP 500 without the envelope (a proxy's error page): the same inline message. */
export const ServerErrorWithoutEnvelope: Story = {
  parameters: { mock: 'auth.login=status:500' },
  play: async () => {
    await logIn('lin_xiao', 'pass1234');
    await expectUnansweredKept();
  },
};

/** 'Go and see first' answered by HTTP 502: said inline beside the button; the form keeps its text. */
export const VisitorServerError: Story = {
  parameters: { mock: 'auth.visitor=status:502' },
  play: async () => {
    await userEvent.type(await account(), 'lin_xiao');
    await userEvent.click(screen.getByRole('button', { name: tr('accounts.login.guest') }));
    await expect(await screen.findByText(tr('accounts.submitFailed'))).toBeVisible();
    await expect(await account()).toHaveValue('lin_xiao');
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

/** Logging in: the button shows it is busy. */
export const Submitting: Story = {
  parameters: { mock: 'auth.login=delay:999999' },
  play: async () => {
    await logIn('lin_xiao', 'pass1234');
    await waitFor(() => expect(submit()).toHaveAttribute('data-loading'));
  },
};

/**
 * Success: the login data is stored and remembered, and the member is back at `ref` (a page of
 * this feature, so the story does not wait on another feature's screen; the journeys in
 * e2e/accounts.spec.ts go back to other pages).
 */
export const Success: Story = {
  parameters: { route: '/login?ref=%2Flogin%2Fbirthday' },
  play: async () => {
    await logIn('lin_xiao', 'pass1234');
    await expect(
      await screen.findByRole('heading', { name: tr('accounts.birthday.title') }),
    ).toBeVisible();
    await expect(localStorage.getItem('userId')).toBe('10001');
    const saved = JSON.parse(localStorage.getItem('savedAccounts') ?? '[]') as unknown[];
    await expect(saved).toHaveLength(1);
  },
};

/** Sent here by a refused saved login: the account is filled in, a notice says why. */
export const SavedLoginExpired: Story = {
  parameters: { route: '/login?account=lin_xiao&reason=expired' },
  play: async () => {
    await expect(await screen.findByText(tr('accounts.login.expired'))).toBeVisible();
    await expect(await account()).toHaveValue('lin_xiao');
  },
};

/** A draft from before (a failed login, then a reload): the account comes back, never the password. */
export const DraftRestored: Story = {
  parameters: {
    storage: {
      session: {
        'draft:accounts.login': JSON.stringify({ owner: null, values: { account: 'wang_da' } }),
      },
    },
  },
  play: async () => {
    await waitFor(async () => expect(await account()).toHaveValue('wang_da'));
    await expect(password()).toHaveValue('');
  },
};

/**
 * The right password, but the login answer's flags refuse the account (issue 26 §3): the page
 * says why, nothing is stored, the member stays on the login page with what they typed.
 */
async function expectRefusedAccount(state: 'locked' | 'expired' | 'credentialsExpired') {
  await logIn('lin_xiao', 'pass1234');
  const notice = await screen.findByText(tr(`accounts.login.state.${state}`), { exact: false });
  await expect(notice.closest('[data-account-state]')).toHaveAttribute('data-account-state', state);
  await expect(localStorage.getItem('token')).toBeNull();
  await expect(localStorage.getItem('savedAccounts')).toBeNull();
  await expect(await account()).toHaveValue('lin_xiao');
  // Not the inline 'no answer' message: the server did answer.
  await expect(screen.queryByText(tr('accounts.submitFailed'))).toBeNull();
}

/** Locked (accountNonLocked false): said, with the way to a new password. */
export const AccountLocked: Story = {
  parameters: { mock: 'login-locked' },
  play: async () => {
    await expectRefusedAccount('locked');
    await expect(
      screen.getByRole('link', { name: tr('accounts.login.state.newPassword') }),
    ).toHaveAttribute('href', expect.stringContaining('/login/forget'));
  },
};

/** Expired (accountNonExpired false): said; no new password would help. */
export const AccountExpired: Story = {
  parameters: { mock: 'login-expired' },
  play: async () => {
    await expectRefusedAccount('expired');
    await expect(
      screen.queryByRole('link', { name: tr('accounts.login.state.newPassword') }),
    ).toBeNull();
  },
};

/** The password expired (credentialsNonExpired false): said, with the way to a new one. */
export const CredentialsExpired: Story = {
  parameters: { mock: 'login-credentials-expired' },
  play: async () => {
    await expectRefusedAccount('credentialsExpired');
    await expect(
      screen.getByRole('link', { name: tr('accounts.login.state.newPassword') }),
    ).toBeVisible();
  },
};

/** Disabled: refused with its code (no flag for it), said in our words by the policy; no session. */
export const AccountDisabled: Story = {
  parameters: { mock: 'login-disabled' },
  play: async () => {
    await logIn('lin_xiao', 'pass1234');
    await expectRedNotice(tr('accounts.login.state.disabled'));
    await expect(localStorage.getItem('token')).toBeNull();
    await expect(await account()).toHaveValue('lin_xiao');
  },
};
