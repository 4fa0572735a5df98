import { PasswordInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { RegisterValues } from './register-form';

/** Step three: the account name (checked by the server) and the password. */
export function AccountStep({ form }: { form: UseFormReturnType<RegisterValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('accounts.register.username')}
        placeholder={t('accounts.register.usernamePlaceholder')}
        autoComplete="username"
        size="md"
        {...form.getInputProps('username')}
      />
      <PasswordInput
        label={t('accounts.login.password')}
        placeholder={t('accounts.register.passwordPlaceholder')}
        description={t('accounts.register.passwordRule')}
        autoComplete="new-password"
        size="md"
        visibilityToggleButtonProps={{ 'aria-label': t('accounts.showPassword') }}
        {...form.getInputProps('password')}
      />
    </>
  );
}
