import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Under the withdrawal's password: sending; "checking…" while a lost answer is read back (issue
 * 27: an unknown outcome is said to be unknown, never shown as a failure); and, when it could not
 * be read back, what to do, with a way to check again that sends nothing.
 */
export function WithdrawProgress({
  sending,
  checking,
  unknown,
  onCheckAgain,
}: {
  sending: boolean;
  checking: boolean;
  unknown: boolean;
  onCheckAgain: () => void;
}) {
  const { t } = useTranslation();
  if (checking)
    return (
      <Group gap="xs" role="status" data-testid="withdraw-checking">
        <Loader size="sm" aria-hidden />
        <Text>{t('wallet.cash.outcome.checking')}</Text>
      </Group>
    );
  if (sending) return <Text role="status">{t('wallet.cash.sending')}</Text>;
  if (!unknown) return null;
  return (
    <Stack gap="xs" align="center" data-testid="withdraw-unknown">
      <Text role="alert" ta="center">
        {t('wallet.cash.outcome.unknown')}
      </Text>
      <Button variant="light" onClick={onCheckAgain}>
        {t('wallet.cash.outcome.checkAgain')}
      </Button>
    </Stack>
  );
}
