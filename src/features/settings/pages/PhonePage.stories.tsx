import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { PhonePage } from './PhonePage';

/**
 * Changing the phone (lin_xiao, 10001, phone 138****0001, login password pass1234). Issue 27: a
 * session alone is not enough; step one proves who it is (login password, or the code sent to the
 * current phone: 135790 in the mocks), step two takes the new phone and its code (246810).
 */
const meta = {
  title: 'Settings/Phone',
  component: PhonePage,
  parameters: { route: '/column/settings/accountSafe/phoneNumber' },
} satisfies Meta<typeof PhonePage>;
export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

async function proveWithPassword(password = 'pass1234') {
  await userEvent.type(await screen.findByLabelText(t('phoneGuard.password')), password);
  await userEvent.click(screen.getByRole('button', { name: t('phoneGuard.next') }));
}

/** Only a session: a guessed login password is refused, and no new number can be typed. */
export const StoppedAtTheFirstStep: Story = {
  play: async () => {
    await expect(await screen.findByTestId('identity-step')).toBeVisible();
    await expect(screen.queryByLabelText(t('settings.phone.number'))).toBeNull();
    await proveWithPassword('guess123');
    // The server's refusal beside the field, in the member's language.
    await expect(
      await screen.findByText(
        /登录密码错误|login password is incorrect|ログインパスワードが正しくありません/,
      ),
    ).toBeVisible();
    await expect(screen.queryByLabelText(t('settings.phone.number'))).toBeNull();
  },
};

/** The other proof: a code sent to the phone bound now (the screen names it masked, sends none). */
export const ProvedByCurrentPhone: Story = {
  play: async () => {
    await userEvent.click(await screen.findByText(t('phoneGuard.byCode')));
    await expect(await screen.findByTestId('identity-phone')).toHaveTextContent('138****0001');
    await userEvent.click(screen.getByRole('button', { name: t('settings.phone.send') }));
    await expect(await screen.findByText(t('settings.phone.codeSent'))).toBeVisible();
    await userEvent.type(screen.getByLabelText(t('settings.phone.code')), '135790');
    await userEvent.click(screen.getByRole('button', { name: t('phoneGuard.next') }));
    await expect(await screen.findByLabelText(t('settings.phone.number'))).toBeVisible();
  },
};

/** A bad number gets the spec's message; the code is asked for before saving. */
export const PhoneInvalid: Story = {
  play: async () => {
    await proveWithPassword();
    const number = await screen.findByLabelText(t('settings.phone.number'));
    await userEvent.type(number, '12');
    await userEvent.click(screen.getByRole('button', { name: t('settings.phone.send') }));
    await expect(await screen.findByText(t('settings.phone.invalid'))).toBeVisible();
    await expect(number).toHaveValue('12');
  },
};

/** Proven, then the new phone with its SMS code (246810 for every unlisted phone). */
export const PhoneChanged: Story = {
  play: async () => {
    await proveWithPassword();
    await userEvent.type(await screen.findByLabelText(t('settings.phone.number')), '13911112222');
    await userEvent.click(screen.getByRole('button', { name: t('settings.phone.send') }));
    await expect(
      await screen.findByRole('button', { name: t('settings.phone.resendIn', { seconds: 60 }) }),
    ).toBeDisabled();
    await userEvent.type(screen.getByLabelText(t('settings.phone.code')), '246810');
    await userEvent.click(screen.getByRole('button', { name: t('settings.save') }));
    await expect(await screen.findByText(/139\*\*\*\*2222|13911112222/)).toBeVisible();
  },
};

/** A wrong code of the new phone: the server's words beside the code, everything still typed. */
export const PhoneWrongCode: Story = {
  play: async () => {
    await proveWithPassword();
    await userEvent.type(await screen.findByLabelText(t('settings.phone.number')), '13911112222');
    await userEvent.type(screen.getByLabelText(t('settings.phone.code')), '000000');
    await userEvent.click(screen.getByRole('button', { name: t('settings.save') }));
    await waitFor(() =>
      expect(screen.getByLabelText(t('settings.phone.code'))).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    await expect(screen.getByLabelText(t('settings.phone.number'))).toHaveValue('13911112222');
  },
};

/** The proof ran out before saving (code identityUnverified): back to step one, saying why. */
export const ProofExpired: Story = {
  parameters: { mock: 'user.changePhone=code:10414' },
  play: async () => {
    await proveWithPassword();
    await userEvent.type(await screen.findByLabelText(t('settings.phone.number')), '13911112222');
    await userEvent.type(screen.getByLabelText(t('settings.phone.code')), '246810');
    await userEvent.click(screen.getByRole('button', { name: t('settings.save') }));
    await expect(await screen.findByText(t('phoneGuard.verifyAgain'))).toBeVisible();
    await expect(screen.getByTestId('identity-step')).toBeVisible();
  },
};

/** Guessing from a session: the fifth wrong proof locks the first step, with the lock's end. */
export const FirstStepLocked: Story = {
  play: async () => {
    const field = await screen.findByLabelText(t('phoneGuard.password'));
    await userEvent.type(field, 'guess123');
    const next = screen.getByRole('button', { name: t('phoneGuard.next') });
    for (let i = 0; i < 5; i += 1) {
      await waitFor(() => expect(next).toBeEnabled());
      await userEvent.click(next);
      await waitFor(() => expect(next).not.toHaveAttribute('data-loading'));
    }
    const locked = await screen.findByTestId('identity-locked');
    await expect(locked).toHaveTextContent(/\d{2}:\d{2}/);
    await expect(next).toBeDisabled();
    await expect(screen.queryByLabelText(t('settings.phone.number'))).toBeNull();
  },
};

/** The spec's own address (changePhoneNumber, step one): proving moves on to step two. */
export const AtSpecAddressStepOne: Story = {
  parameters: { route: '/column/settings/accountSafe/changePhoneNumber/stepOne' },
  play: async () => {
    await expect(await screen.findByTestId('identity-step')).toBeVisible();
    await proveWithPassword();
    await expect(await screen.findByLabelText(t('settings.phone.number'))).toBeVisible();
    await expect(screen.queryByTestId('identity-step')).toBeNull();
  },
};

/** Step two's address opened without step one's proof (a reload, a bookmark): step one. */
export const AtSpecAddressStepTwoWithoutProof: Story = {
  parameters: { route: '/column/settings/accountSafe/changePhoneNumber/stepTwo' },
  play: async () => {
    await expect(await screen.findByTestId('identity-step')).toBeVisible();
    await expect(screen.queryByLabelText(t('settings.phone.number'))).toBeNull();
  },
};
