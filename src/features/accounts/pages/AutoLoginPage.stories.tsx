import { NAMED_TOKENS, NAMED_USERS, type NamedUser } from '@fixtures/users';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { expectRedNotice, savedAccountsStorage, savedLogin, tr } from '../stories/story-kit';
import { AutoLoginPage } from './AutoLoginPage';

const meta = {
  title: 'Accounts/Auto login',
  component: AutoLoginPage,
  // The page to come back to is the 404 page only because its code is in the main chunk: the
  // story need not wait for another page's code to load.
  parameters: { route: '/login/autologin?ref=%2Ferror%2F404', session: null },
} satisfies Meta<typeof AutoLoginPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const saved = (who: NamedUser, token: 'valid' | 'stale' | '' = 'valid', lastUsedAt = 1) =>
  savedLogin(NAMED_USERS[who], NAMED_TOKENS[who], token, lastUsedAt);

const backAtRef = () => screen.findByRole('heading', { name: tr('errors.notFound.title') });

/** No saved login: log in, register, or 'Go and see first'. */
export const Choices: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: tr('accounts.autoLogin.welcome') }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: tr('accounts.login.submit') })).toHaveAttribute(
      'href',
      '/login?ref=%2Ferror%2F404',
    );
    await expect(screen.getByRole('link', { name: tr('accounts.login.register') })).toBeVisible();
    await expect(screen.queryByText(/accounts\./)).toBeNull();
  },
};

/** The current saved login is accepted: signed in and back at `ref` without a tap. */
export const SavedLoginAccepted: Story = {
  parameters: { storage: { local: savedAccountsStorage(saved('member')) } },
  play: async () => {
    await backAtRef();
    await expect(localStorage.getItem('token')).toBe(saved('member').token);
  },
};

/** Loading: the saved login is being checked. */
export const SigningIn: Story = {
  parameters: {
    storage: { local: savedAccountsStorage(saved('member')) },
    mock: 'user.vipInfo=delay:999999',
  },
  play: async () => {
    await expect(
      await screen.findByText(tr('accounts.autoLogin.signingIn', { name: 'lin_xiao' })),
    ).toBeVisible();
  },
};

/** The saved login is refused (expired): the choices, with the saved accounts among them. */
export const SavedLoginRefused: Story = {
  parameters: { storage: { local: savedAccountsStorage(saved('member', 'stale')) } },
  play: async () => {
    await expect(
      await screen.findByRole('link', {
        name: tr('accounts.autoLogin.savedAccounts', { count: 1 }),
      }),
    ).toBeVisible();
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

/** 'Go and see first': a visitor account, signed in, back at `ref`. */
export const BrowseAsVisitor: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: tr('accounts.login.guest') }));
    await backAtRef();
    const login = JSON.parse(localStorage.getItem('loginData') ?? '{}') as { isVisitor?: boolean };
    await expect(login.isVisitor).toBe(true);
  },
};

/** The visitor call fails (10000): the server's message in red, the choices stay. */
export const VisitorFails: Story = {
  parameters: { mock: 'auth.visitor=code:10000+message:%E6%9C%8D%E5%8A%A1%E7%B9%81%E5%BF%99' },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: tr('accounts.login.guest') }));
    await expectRedNotice('服务繁忙');
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  },
};

/** The visitor call gets no answer (network): said inline; no token. */
export const VisitorNetworkFailure: Story = {
  parameters: { mock: 'auth.visitor=network' },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: tr('accounts.login.guest') }));
    await expect(await screen.findByText(tr('accounts.submitFailed'))).toBeVisible();
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

/** The visitor call answered by HTTP 500 without the envelope: the same inline message. */
export const VisitorServerError: Story = {
  ...VisitorNetworkFailure,
  parameters: { mock: 'auth.visitor=status:500' },
};

/** Already signed in: straight back to `ref`. */
export const AlreadySignedIn: Story = {
  parameters: { session: 'member' },
  play: async () => {
    await backAtRef();
  },
};
