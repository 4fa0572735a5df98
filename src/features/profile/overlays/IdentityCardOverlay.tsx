import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { failureNotice } from '@/lib/notify';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userEndpoints } from '@/api/endpoints/user';
import { endpointQuery } from '@/api/query-key';
import { QueryState } from '@/components/query-state/QueryState';
import type { OverlayProps } from '@/lib/overlays';
import { OverlayFrame, saveNodeAsPng } from '@/components/share-sheet';
import classes from './overlays.module.css';

/**
 * The identity card (section 2, "Identity-card share dialog"): the account name, a QR code of the
 * card's text and the site addresses, to find the site and the account again after the domain
 * changes; save as image. It never shows or keeps a password (the call does not carry one).
 */
export function IdentityCardOverlay({ onClose }: OverlayProps<'identityCard'>) {
  const { t } = useTranslation();
  const query = useQuery(endpointQuery(userEndpoints.identityCard, {}));
  const card = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState(false);

  const save = async (name: string) => {
    if (!card.current) return;
    setSaving(true);
    try {
      await saveNodeAsPng(card.current, `identity-card-${name}.png`);
      notifications.show({ color: 'teal', message: t('people.share.saved') });
    } catch {
      notifications.show(failureNotice(t('people.share.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <OverlayFrame title={t('people.card.title')} onClose={onClose}>
      <QueryState query={query}>
        {(id) => (
          <>
            <div ref={card} className={classes.card} data-testid="identity-card">
              <Text fw={700}>
                {t('people.card.account')}: {id.name}
              </Text>
              <div className={classes.qr} data-testid="identity-qr">
                <QRCodeSVG value={id.qrInfo} size={160} level="M" title={t('people.card.qr')} />
              </div>
              <Text size="sm" fw={500}>
                {t('people.card.sites')}
              </Text>
              <ul className={classes.sites}>
                {id.urls.map((url) => (
                  <li key={url}>{url}</li>
                ))}
              </ul>
              <Text className={classes.tip}>{t('people.card.tip')}</Text>
            </div>
            <Button
              fullWidth
              radius="xl"
              mt="md"
              loading={saving}
              onClick={() => void save(id.name)}
            >
              {t('people.share.save')}
            </Button>
          </>
        )}
      </QueryState>
    </OverlayFrame>
  );
}
