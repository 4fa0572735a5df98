import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { RegisterValues } from './register-form';

/** Step two: the invite code, optional (Skip), prefilled from an invite link. */
export function InviteStep({ form }: { form: UseFormReturnType<RegisterValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('accounts.register.inviteIntro')}</p>
      <TextInput
        label={t('accounts.register.invite')}
        placeholder={t('accounts.register.invitePlaceholder')}
        autoCapitalize="characters"
        size="md"
        {...form.getInputProps('inviteCode')}
      />
    </>
  );
}
