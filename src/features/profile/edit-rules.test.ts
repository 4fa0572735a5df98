import { describe, expect, it } from 'vitest';
import { birthdayError, nicknameError, signError } from './edit-rules';

describe('profile form rules', () => {
  it('needs a nickname of at most 20 characters, counting an emoji once', () => {
    expect(nicknameError('  ')).toBe('people.edit.errors.nicknameRequired');
    expect(nicknameError('林'.repeat(20))).toBeNull();
    expect(nicknameError('林'.repeat(21))).toBe('people.edit.errors.nicknameLong');
    expect(nicknameError('😀'.repeat(20))).toBeNull();
  });

  it('keeps a signature to 100 characters', () => {
    expect(signError('a'.repeat(100))).toBeNull();
    expect(signError('a'.repeat(101))).toBe('people.edit.errors.signLong');
  });

  it('takes a real past year and month, or nothing', () => {
    const today = new Date(2026, 10, 23);
    expect(birthdayError('', today)).toBeNull();
    expect(birthdayError('1998-05', today)).toBeNull();
    expect(birthdayError('2026-11', today)).toBeNull();
    expect(birthdayError('2026-12', today)).toBe('people.edit.errors.birthday');
    expect(birthdayError('1998-13', today)).toBe('people.edit.errors.birthday');
    expect(birthdayError('98-05', today)).toBe('people.edit.errors.birthday');
  });
});
