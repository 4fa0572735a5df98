import { NAMED_TOKENS, NAMED_USERS, type NamedUser } from '@fixtures/users';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { savedAccountsStorage, savedLogin, tr } from '../stories/story-kit';
import { OtherAccountsPage } from './OtherAccountsPage';

const meta = {
  title: 'Accounts/Other accounts',
  component: OtherAccountsPage,
  // The page to come back to is the 404 page only because its code is in the main chunk: the
  // story need not wait for another page's code to load.
  parameters: { route: '/login/otherAccounts?ref=%2Ferror%2F404', session: null },
} satisfies Meta<typeof OtherAccountsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const saved = (who: NamedUser, token: 'valid' | 'stale' | '' = 'valid', lastUsedAt = 1) =>
  savedLogin(NAMED_USERS[who], NAMED_TOKENS[who], token, lastUsedAt);

const three = savedAccountsStorage(
  saved('member', 'valid', 3),
  saved('creator', 'stale', 2),
  saved('vip', '', 1),
);
/** The one saved login's button, or a row of several (its name goes on with what the row shows). */
const switchTo = (name: string) =>
  screen.findByRole('button', {
    name: (accessible) =>
      accessible === tr('accounts.otherAccounts.logInAs', { name }) ||
      (accessible.startsWith(name) &&
        accessible.endsWith(tr('accounts.otherAccounts.switchTo', { name: '' }))),
  });

/** Nothing saved on this device. */
export const Empty: Story = {
  play: async () => {
    await expect(await screen.findByText(tr('accounts.otherAccounts.empty'))).toBeVisible();
    await expect(
      screen.getByRole('link', { name: tr('accounts.otherAccounts.another') }),
    ).toBeVisible();
  },
};

/** One saved login: its head portrait, name and a log-in button. */
export const SingleAccount: Story = {
  parameters: { storage: { local: savedAccountsStorage(saved('member')) } },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'lin_xiao' })).toBeVisible();
    await expect(await switchTo('lin_xiao')).toBeVisible();
  },
};

/** Several saved logins, most recent first; a signed-out one says it needs the password. */
export const MultipleAccounts: Story = {
  parameters: { storage: { local: three } },
  play: async () => {
    const list = await screen.findByRole('list', { name: tr('accounts.otherAccounts.listLabel') });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('lin_xiao');
    await expect(rows[2]).toHaveTextContent(tr('accounts.otherAccounts.needsPassword'));
  },
};

/** Signed in: the current login is marked, and the member can log out of it. */
export const SignedInAndSignOut: Story = {
  parameters: { session: 'member', storage: { local: three } },
  play: async () => {
    await expect(await screen.findByText(tr('accounts.otherAccounts.current'))).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: tr('accounts.otherAccounts.signOut') }),
    );
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    await expect(screen.queryByText(tr('accounts.otherAccounts.current'))).toBeNull();
  },
};

/** One tap with a valid saved login: signed in as that member, back at `ref`. */
export const SwitchWithOneTap: Story = {
  parameters: { storage: { local: three } },
  play: async () => {
    await userEvent.click(await switchTo('lin_xiao'));
    await screen.findByRole('heading', { name: tr('errors.notFound.title') });
    await expect(localStorage.getItem('userId')).toBe('10001');
  },
};

/** Loading: the tapped login is being checked. */
export const Switching: Story = {
  parameters: { storage: { local: three }, mock: 'user.vipInfo=delay:999999' },
  play: async () => {
    await userEvent.click(await switchTo('lin_xiao'));
    await waitFor(() =>
      expect(screen.getByRole('list').querySelector('.mantine-Loader-root')).not.toBeNull(),
    );
  },
};

/** A refused saved login: the login page, account filled in, asking for the password. */
export const SwitchExpired: Story = {
  parameters: { storage: { local: three } },
  play: async () => {
    await userEvent.click(await switchTo('aya_photo'));
    await expect(await screen.findByText(tr('accounts.login.expired'))).toBeVisible();
    await expect(screen.getByLabelText(tr('accounts.login.account'), { exact: true })).toHaveValue(
      'aya_photo',
    );
  },
};

/** The check fails on the network: a notice, nothing changed. */
export const SwitchFails: Story = {
  parameters: { storage: { local: three }, mock: 'user.vipInfo=network' },
  play: async () => {
    await userEvent.click(await switchTo('lin_xiao'));
    await expect(await screen.findByText(tr('accounts.otherAccounts.failed'))).toBeVisible();
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

/**
 * Storage someone else wrote: an entry with a non-string avatar (it crashed this page), one that
 * is not an entry at all, and a good one. The bad ones are dropped, the good one is listed.
 */
export const CorruptedStorage: Story = {
  parameters: {
    storage: {
      local: {
        savedAccounts: JSON.stringify([
          { ...saved('creator'), headImgUrl: { evil: true } },
          'junk',
          { userId: 42 },
          saved('member', 'valid', 3),
          saved('vip', '', 1),
        ]),
      },
    },
  },
  play: async () => {
    await expect(await switchTo('lin_xiao')).toBeVisible();
    await expect(await switchTo('wang_da')).toBeVisible();
    await expect(screen.queryByText('aya_photo')).toBeNull();
  },
};

/** A refused saved token is forgotten everywhere: the row then asks for the password. */
export const SwitchExpiredForgetsToken: Story = {
  parameters: { storage: { local: three } },
  play: async () => {
    await userEvent.click(await switchTo('aya_photo'));
    await expect(await screen.findByText(tr('accounts.login.expired'))).toBeVisible();
    await expect(localStorage.getItem('savedAccounts') ?? '').not.toContain('stale-10002');
  },
};

/** Edit mode: delete saved logins. */
export const EditAndDelete: Story = {
  parameters: { storage: { local: three } },
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: tr('accounts.otherAccounts.edit') }),
    );
    await userEvent.click(
      screen.getByRole('button', {
        name: tr('accounts.otherAccounts.delete', { name: 'wang_da' }),
      }),
    );
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('savedAccounts') ?? '[]')).toHaveLength(2),
    );
    await expect(screen.queryByText('wang_da')).toBeNull();
    await expect(
      screen.getByRole('button', { name: tr('accounts.otherAccounts.done') }),
    ).toBeVisible();
  },
};
