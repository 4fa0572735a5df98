import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '../register/register-form';

/** The checks of a new password typed twice, as form errors (null when fine). */
export function newPasswordErrors(
  password: string,
  repeat: string,
  t: TFunction,
): { password: string | null; repeat: string | null } {
  return {
    password: !password
      ? t('accounts.login.passwordRequired')
      : password.length < PASSWORD_MIN
        ? t('accounts.register.passwordTooShort')
        : null,
    repeat: repeat !== password ? t('accounts.forget.mismatch') : null,
  };
}

/** The new password and its repeat (the newPassword part of recovery, either way). */
export function NewPasswordFields({
  password,
  repeat,
}: {
  password: GetInputPropsReturnType;
  repeat: GetInputPropsReturnType;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={t('accounts.forget.newPassword')}
        description={t('accounts.register.passwordRule')}
        autoComplete="new-password"
        size="md"
        visibilityToggleButtonProps={{ 'aria-label': t('accounts.showPassword') }}
        {...password}
      />
      <PasswordInput
        label={t('accounts.forget.repeat')}
        autoComplete="new-password"
        size="md"
        visibilityToggleButtonProps={{ 'aria-label': t('accounts.showPassword') }}
        {...repeat}
      />
    </>
  );
}
