import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format';
import type { ShownGuard } from './use-pay-password-guard';

/**
 * Under the pay-password boxes: how many tries are left before the lock (once one was wrong), or
 * that the pay password is locked and when the lock ends. Nothing while no try was wrong.
 */
export function PayPasswordGuardNotice({ guard }: { guard: ShownGuard | null }) {
  const { t } = useTranslation();
  if (!guard) return null;
  if (guard.locked) {
    return (
      <Text c="red" ta="center" role="alert" data-pay-guard="locked">
        {t('payGuard.locked', {
          time: guard.endsAt === null ? '' : formatTime(guard.endsAt).slice(0, 5),
          minutes: guard.minutesLeft ?? 0,
        })}
      </Text>
    );
  }
  if (guard.triesLeft >= guard.maxTries) return null;
  return (
    <Text ta="center" role="status" data-pay-guard="tries" data-tries-left={guard.triesLeft}>
      {t('payGuard.triesLeft', { count: guard.triesLeft, max: guard.maxTries })}
    </Text>
  );
}
