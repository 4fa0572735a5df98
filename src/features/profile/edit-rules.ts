import type { Sex } from '@/api/schemas/user';

/** The limits of the profile form (the contract's profileUpdateSchema). */
export const NICKNAME_MAX = 20;
export const SIGN_MAX = 100;
/** Head images up to 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export interface ProfileFormValues {
  nickname: string;
  sign: string;
  sex: Sex;
  /** 'YYYY-MM' or ''. */
  birthday: string;
  headImgUrl: string | null;
}

/** Counted as the member sees characters (an emoji is one). */
export function charCount(text: string): number {
  return Array.from(text).length;
}

/** A translation key for what is wrong with the nickname, or null. */
export function nicknameError(value: string): string | null {
  if (!value.trim()) return 'people.edit.errors.nicknameRequired';
  if (charCount(value.trim()) > NICKNAME_MAX) return 'people.edit.errors.nicknameLong';
  return null;
}

export function signError(value: string): string | null {
  return charCount(value) > SIGN_MAX ? 'people.edit.errors.signLong' : null;
}

/** A birthday is a real year and month, not after `today`. Empty is allowed (not given). */
export function birthdayError(value: string, today: Date = new Date()): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return 'people.edit.errors.birthday';
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || year < 1900) return 'people.edit.errors.birthday';
  const thisMonth = today.getFullYear() * 12 + today.getMonth();
  if (year * 12 + (month - 1) > thisMonth) return 'people.edit.errors.birthday';
  return null;
}
