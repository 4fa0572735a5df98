import type { TFunction } from 'i18next';
import { phonePattern } from '../register/register-form';
import { newPasswordErrors } from './new-password';

/** What /login/forget keeps while the member goes through it (a draft keeps all but secrets). */
export interface ForgetValues {
  account: string;
  questionId: string | null;
  answer: string;
  phoneAreaCode: string;
  phone: string;
  password: string;
  repeat: string;
}

/**
 * The steps: the account; then one way to prove it is the member's (a security question, or a
 * code sent to the account's phone, which continues on /login/inputValidation); then, for the
 * question way, the new password.
 */
export type ForgetStep = 'account' | 'verification' | 'phone' | 'reset';

export const initialForgetValues = (account: string | null): ForgetValues => ({
  account: account?.trim() ?? '',
  questionId: null,
  answer: '',
  phoneAreaCode: '86',
  phone: '',
  password: '',
  repeat: '',
});

/** The checks of one step that need no server (Mantine form errors; null when fine). */
export function validateForgetStep(step: ForgetStep, v: ForgetValues, t: TFunction) {
  const account = v.account.trim() ? null : t('accounts.login.accountRequired');
  switch (step) {
    case 'account':
      return { account };
    case 'verification':
      return {
        questionId: v.questionId ? null : t('accounts.register.questionRequired'),
        answer: v.answer.trim() ? null : t('accounts.register.answerRequired'),
      };
    case 'phone':
      return {
        phone: phonePattern(v.phoneAreaCode).test(v.phone.trim())
          ? null
          : t('accounts.register.phoneInvalid'),
      };
    case 'reset':
      return newPasswordErrors(v.password, v.repeat, t);
  }
}

/** /login/inputValidation for a code sent for this account to this phone (the SMS way). */
export function inputValidationHref(
  v: Pick<ForgetValues, 'account' | 'phoneAreaCode' | 'phone'>,
  ref: string | null,
): string {
  const query = new URLSearchParams({
    type: 'forgetPassword',
    userName: v.account.trim(),
    phoneAreaCode: v.phoneAreaCode,
    phone: v.phone.trim(),
  });
  if (ref) query.set('ref', ref);
  return `/login/inputValidation?${query.toString()}`;
}
