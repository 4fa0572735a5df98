import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PhoneCooldown } from '@/api/schemas/security';
import { formatTime } from '@/lib/format';

/** MM-DD hh:mm on this device's clock. */
function formatMoment(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${formatTime(date).slice(0, 5)}`;
}

/**
 * Issue 27: the phone was changed less than a day ago (perhaps by whoever holds the session), so
 * the bound phone receives no pay-password reset code until then. The end is counted from the
 * server's seconds left, on this device's clock, from when the refusal arrived (`at`).
 */
export function PhoneCooldownNotice({ cooldown, at }: { cooldown: PhoneCooldown; at: number }) {
  const { t } = useTranslation();
  return (
    <Text c="red" role="alert" data-testid="phone-cooldown">
      {t('phoneGuard.resetWaits', {
        time: formatMoment(at + cooldown.retryAfterSeconds * 1000),
        hours: Math.ceil(cooldown.retryAfterSeconds / 3600),
      })}
    </Text>
  );
}
