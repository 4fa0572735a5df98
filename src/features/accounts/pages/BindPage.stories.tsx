import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { tr } from '../stories/story-kit';
import { BindPage } from './BindPage';

const meta = {
  title: 'Accounts/Bind visitor',
  component: BindPage,
  parameters: { route: '/login/bind' },
} satisfies Meta<typeof BindPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A visitor ('Go and see first' from the auto-login page) comes back to step one of binding. */
export const VisitorStepOne: Story = {
  parameters: { route: '/login/autologin?ref=%2Flogin%2Fbind', session: null },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: tr('accounts.login.guest') }));
    await expect(
      await screen.findByRole('heading', { name: tr('accounts.bind.title') }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      screen.getByRole('heading', { name: tr('accounts.register.steps.phone') }),
    ).toBeVisible();
  },
};

/** A registered member has nothing to bind. */
export const NotVisitor: Story = {
  play: async () => {
    await expect(await screen.findByText(tr('accounts.bind.notVisitor'))).toBeVisible();
  },
};

/** Signed out: to sign in first, this page remembered. */
export const SignedOut: Story = {
  parameters: { session: null },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: tr('accounts.autoLogin.welcome') }),
    ).toBeVisible();
    await expect(localStorage.getItem('redirectUrl')).toBe('/login/bind');
  },
};
