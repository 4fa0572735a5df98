import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { PayPasswordInput } from '@/components/pay-password/PayPasswordInput';
import { ErrorText } from './states';

/**
 * Steps 2 and 3 of every pay-password change (set, modify, reset by SMS): the new 6 digits, then
 * the same again. Each is the content of a Stepper.Step (the Stepper reads its steps from its own
 * children, so the steps themselves stay in the page). `resets` remounts the inputs empty after a
 * refusal.
 */
export function NewPayPasswordStep({
  resets,
  error,
  onComplete,
}: {
  resets: number;
  error: string | null;
  onComplete: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="center" mt="md">
      <Text>{t('wallet.payPassword.newPrompt')}</Text>
      <PayPasswordInput key={`new-${resets}`} onComplete={onComplete} />
      {error ? <ErrorText>{error}</ErrorText> : null}
      <Text size="sm">{t('wallet.payPassword.rule')}</Text>
    </Stack>
  );
}

export function RepeatPayPasswordStep({
  resets,
  saving,
  onComplete,
}: {
  resets: number;
  saving: boolean;
  onComplete: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="center" mt="md">
      <Text>{t('wallet.payPassword.repeatPrompt')}</Text>
      <PayPasswordInput key={`repeat-${resets}`} onComplete={onComplete} disabled={saving} />
      {saving ? <Text role="status">{t('wallet.payPassword.saving')}</Text> : null}
    </Stack>
  );
}

/** The server's own text for a refused change (it says why), else the screen's fallback. */
export function refusalText(error: unknown, fallback: string): string {
  return isApiError(error) && error.kind === 'code' && error.message.trim()
    ? error.message
    : fallback;
}
