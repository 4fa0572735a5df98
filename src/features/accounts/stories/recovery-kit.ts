import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { tr } from './story-kit';

/** Story steps of password recovery (/login/forget and /login/inputValidation). */

export const field = (key: string) => screen.getByLabelText(tr(key), { exact: true });
export const button = (key: string) => screen.getByRole('button', { name: tr(key) });
export const heading = (step: string) =>
  screen.findByRole('heading', { name: tr(`accounts.forget.steps.${step}`) });

/** Step one: the account typed, then one of the two ways chosen. */
export async function enterAccount(name = 'lin_xiao', way: 'question' | 'phone' = 'question') {
  await heading('account');
  await userEvent.type(field('accounts.login.account'), name);
  await userEvent.click(
    button(way === 'question' ? 'accounts.forget.byQuestion' : 'accounts.forget.byPhone'),
  );
}

export async function answerQuestion(text: string) {
  await heading('verification');
  await userEvent.type(field('accounts.register.answer'), text);
  await userEvent.click(button('accounts.register.next'));
}

/** The 'unable' help, opened; answers the dialog. */
export async function openUnable(): Promise<HTMLElement> {
  await userEvent.click(button('accounts.unable.open'));
  const dialog = await screen.findByRole('dialog', { name: tr('accounts.unable.title') });
  // The modal fades in: wait for it rather than catch it half-way.
  await waitFor(() =>
    expect(within(dialog).getByRole('link', { name: 'support@community.test' })).toBeVisible(),
  );
  return dialog;
}
