import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { CODE_MESSAGES } from '@mocks/platform/messages';
import { expectRedNotice, tr } from '../stories/story-kit';
import { BirthdayPage } from './BirthdayPage';

const meta = {
  title: 'Accounts/Birthday',
  component: BirthdayPage,
  // The page to come back to is the 404 page only because its code is in the main chunk: the
  // story need not wait for another page's code to load.
  parameters: { route: '/login/birthday?ref=%2Ferror%2F404' },
} satisfies Meta<typeof BirthdayPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const year = () => screen.findByRole('combobox', { name: tr('accounts.birthday.year') });
const month = () => screen.getByRole('combobox', { name: tr('accounts.birthday.month') });
const save = () => screen.getByRole('button', { name: tr('accounts.birthday.save') });

async function choose(y: string, m: number) {
  await userEvent.click(await year());
  await userEvent.click(await screen.findByRole('option', { name: y }));
  await userEvent.click(month());
  await userEvent.click(
    await screen.findByRole('option', { name: tr('accounts.birthday.monthName', { month: m }) }),
  );
}

/** Nothing chosen yet. */
export const Empty: Story = {
  play: async () => {
    await expect(await year()).toHaveValue('');
    await expect(month()).toHaveValue('');
  },
};

/** Saved without a choice: both messages. */
export const Required: Story = {
  play: async () => {
    await year();
    await userEvent.click(save());
    await expect(await screen.findByText(tr('accounts.birthday.yearRequired'))).toBeVisible();
    await expect(screen.getByText(tr('accounts.birthday.monthRequired'))).toBeVisible();
  },
};

/** Saving: the button is busy. */
export const Saving: Story = {
  parameters: { mock: 'user.update=delay:999999' },
  play: async () => {
    await choose('1995', 6);
    await userEvent.click(save());
    await waitFor(() => expect(save()).toHaveAttribute('data-loading'));
  },
};

/** Saved: the server's confirmation, and back to `ref`. */
export const Saved: Story = {
  play: async () => {
    await choose('1995', 6);
    await userEvent.click(save());
    await screen.findByRole('heading', { name: tr('errors.notFound.title') });
    await expect(sessionStorage.getItem('draft:accounts.birthday')).toBeNull();
  },
};

/** Refused (10000): the message in red, the choice kept. */
export const ServerFailure: Story = {
  parameters: { mock: 'user.update=code:10000+message:%E4%BF%9D%E5%AD%98%E5%A4%B1%E8%B4%A5' },
  play: async () => {
    await choose('1995', 6);
    await userEvent.click(save());
    await expectRedNotice('保存失败');
    await expect(await year()).toHaveValue('1995');
  },
};

/** The session expired (10201): to sign in again, the choice kept as a draft. */
export const SessionExpired: Story = {
  parameters: { mock: 'user.update=code:10201' },
  play: async () => {
    await choose('1995', 6);
    await userEvent.click(save());
    // The server's words, in red (the policy's own only when it sends none). This waited 15 s for
    // the policy's fallback, which never showed, and let it go: a check of nothing, and the
    // slowest story of the run.
    await expectRedNotice(CODE_MESSAGES['10201']!.zh_CN);
    await expect(
      await screen.findByRole('heading', { name: tr('accounts.autoLogin.welcome') }),
    ).toBeVisible();
    const draft = JSON.parse(sessionStorage.getItem('draft:accounts.birthday') ?? '{}') as {
      values?: { year?: string; month?: string };
    };
    await expect(draft.values).toEqual({ year: '1995', month: '06' });
  },
};

/** Back after signing in again: the draft is restored. */
export const DraftRestored: Story = {
  parameters: {
    storage: {
      session: {
        'draft:accounts.birthday': JSON.stringify({
          owner: '10001',
          values: { year: '1990', month: '12' },
        }),
      },
    },
  },
  play: async () => {
    await waitFor(async () => expect(await year()).toHaveValue('1990'));
    await expect(month()).toHaveValue(tr('accounts.birthday.monthName', { month: 12 }));
  },
};

/** Signed out: sent to sign in first, this page remembered. */
export const SignedOut: Story = {
  parameters: { session: null },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: tr('accounts.autoLogin.welcome') }),
    ).toBeVisible();
    await expect(localStorage.getItem('redirectUrl')).toBe('/login/birthday?ref=%2Ferror%2F404');
  },
};
