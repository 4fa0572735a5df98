import { useElementSize } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from './use-online';
import classes from './OfflineNotice.module.css';
import { CONFIRMATION_MS, showNotification } from '@/lib/notify';

export interface OfflineNoticeProps {
  /** The banner's height, so sticky bars can sit below it (0 when hidden). */
  onHeightChange?: (height: number) => void;
}

function OfflineIcon() {
  return (
    <svg className={classes.icon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M2 8.5a15 15 0 0 1 5-3M22 8.5A15 15 0 0 0 11 4.6M5.5 12a10 10 0 0 1 3.5-2M18.5 12a10 10 0 0 0-3-1.9M9 15.5a5 5 0 0 1 6 0M12 19.5h.01M3 3l18 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * Online status (spec section 4): a banner at the top of the column while offline, and a 'Back
 * online' notification when the connection returns. The live region is always in the DOM so
 * screen readers announce the change.
 */
export function OfflineNotice({ onHeightChange }: OfflineNoticeProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const wasOffline = useRef(!online);
  const { ref, height } = useElementSize<HTMLDivElement>();

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    showNotification({
      id: 'shell:back-online',
      color: 'teal',
      message: t('shell.offline.backOnline'),
      autoClose: CONFIRMATION_MS,
    });
  }, [online, t]);

  useEffect(() => {
    onHeightChange?.(online ? 0 : Math.ceil(height));
  }, [online, height, onHeightChange]);

  return (
    <div role="status" aria-live="polite" className={classes.region}>
      {online ? null : (
        <div ref={ref} className={classes.banner} data-offline-banner="">
          <OfflineIcon />
          <span>{t('shell.offline.banner')}</span>
        </div>
      )}
    </div>
  );
}
