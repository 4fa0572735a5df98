import { Button, CopyButton, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { failureNotice } from '@/lib/notify';
import { QRCodeSVG } from 'qrcode.react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OverlayFrame } from './OverlayFrame';
import { saveNodeAsPng } from './save-image';
import classes from './share-sheet.module.css';

export interface ShareSheetProps {
  title: string;
  /** What is shared: the QR code encodes it, "copy link" copies it. */
  link: string;
  /** The accessible name of the QR code (what its link opens). */
  qrLabel: string;
  /** The PNG's file name when the card is saved as an image. */
  fileName: string;
  /** On the card above the QR code: the share image, the post. */
  header?: ReactNode;
  /** On the card below the QR code: the invite code, the gift tip. */
  footer?: ReactNode;
  /** Below the sheet's buttons, off the card: what else can be done with it (save a post's video). */
  actions?: ReactNode;
  onClose: () => void;
}

/**
 * One share sheet for the site and for a post: a card (what is shared, a QR code of its link, the
 * link itself) that can be saved as a PNG, and "copy link". qrcode.react and html-to-image load
 * with the overlay's chunk, never with a tab's first JavaScript.
 */
export function ShareSheet({
  title,
  link,
  qrLabel,
  fileName,
  header,
  footer,
  actions,
  onClose,
}: ShareSheetProps) {
  const { t } = useTranslation();
  const card = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!card.current) return;
    setSaving(true);
    try {
      await saveNodeAsPng(card.current, fileName);
      notifications.show({ color: 'teal', message: t('people.share.saved') });
    } catch {
      notifications.show(failureNotice(t('people.share.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <OverlayFrame title={title} onClose={onClose}>
      <div ref={card} className={classes.card} data-testid="share-card">
        {header}
        <div className={classes.qr} data-testid="share-qr">
          <QRCodeSVG value={link} size={160} level="M" title={qrLabel} />
        </div>
        <Text className={classes.link} data-testid="share-link">
          {link}
        </Text>
        {footer}
      </div>
      <Group grow mt="md">
        <Button radius="xl" loading={saving} onClick={() => void save()}>
          {t('people.share.save')}
        </Button>
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button radius="xl" variant="default" onClick={copy} aria-live="polite">
              {copied ? t('people.share.copied') : t('people.share.copyLink')}
            </Button>
          )}
        </CopyButton>
      </Group>
      {actions}
    </OverlayFrame>
  );
}
