import type { TFunction } from 'i18next';
import { STORAGE_KEYS, storage } from '@/lib/session';

/**
 * A member answers three distinct security questions of the ten (section 3); the ten themselves
 * come from the server (auth.securityQuestionList), not from this client.
 */
export const QUESTION_COUNT = 3;
/** Section 9: a login password has at least 6 characters (letters, numbers and symbols). */
export const PASSWORD_MIN = 6;

export interface QuestionAnswer {
  /** The question's id as a string (the Select's value), or null before one is chosen. */
  questionId: string | null;
  answer: string;
}

export interface RegisterValues {
  phoneAreaCode: string;
  acronym: string;
  phoneNumber: string;
  smsCode: string;
  inviteCode: string;
  username: string;
  password: string;
  questions: QuestionAnswer[];
}

export const REGISTER_STEPS = ['phone', 'invite', 'account', 'questions'] as const;
export type RegisterStep = (typeof REGISTER_STEPS)[number];

/** `inviteCode` of the address wins over the remembered one (the shell stores it a moment later). */
export function initialRegisterValues(inviteFromUrl: string | null): RegisterValues {
  return {
    phoneAreaCode: '86',
    acronym: 'CN',
    phoneNumber: '',
    smsCode: '',
    // Remembered from an invite link (the shell keeps any ?inviteCode=).
    inviteCode: inviteFromUrl?.trim() || storage.read(STORAGE_KEYS.inviteCode) || '',
    username: '',
    password: '',
    questions: Array.from({ length: QUESTION_COUNT }, () => ({ questionId: null, answer: '' })),
  };
}

/** Mainland numbers: 11 digits starting with 1; elsewhere 5 to 15 digits (the server checks again). */
export function phonePattern(areaCode: string): RegExp {
  return areaCode === '86' ? /^1\d{10}$/ : /^\d{5,15}$/;
}

type Errors = Record<string, string>;

/** The checks of one step that need no server, as Mantine form errors keyed by field path. */
export function validateStep(step: RegisterStep, v: RegisterValues, t: TFunction): Errors {
  const errors: Errors = {};
  if (step === 'phone') {
    if (!phonePattern(v.phoneAreaCode).test(v.phoneNumber.trim()))
      errors.phoneNumber = t('accounts.register.phoneInvalid');
    if (!v.smsCode.trim()) errors.smsCode = t('accounts.register.codeRequired');
  }
  if (step === 'account') {
    if (!v.username.trim()) errors.username = t('accounts.login.accountRequired');
    if (!v.password) errors.password = t('accounts.login.passwordRequired');
    else if (v.password.length < PASSWORD_MIN)
      errors.password = t('accounts.register.passwordTooShort');
  }
  if (step === 'questions') {
    v.questions.forEach((q, i) => {
      if (!q.questionId)
        errors[`questions.${i}.questionId`] = t('accounts.register.questionRequired');
      if (!q.answer.trim()) errors[`questions.${i}.answer`] = t('accounts.register.answerRequired');
    });
    const chosen = v.questions.map((q) => q.questionId).filter(Boolean);
    if (new Set(chosen).size !== chosen.length)
      errors.questions = t('accounts.register.duplicated');
  }
  return errors;
}
