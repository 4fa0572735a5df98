import { Button, CopyButton, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AD_LOCATIONS } from '@/api/schemas/feed';
import { adsQuery } from '@/components/feed-ad';
import { MediaImage } from '@/components/MediaImage';
import { postPath } from '@/lib/app-paths';
import { useCurrentUser } from '@/lib/current-user';
import type { OverlayProps } from '@/lib/overlays';
import { OverlayFrame } from './OverlayFrame';
import { saveNodeAsPng } from './save-image';
import classes from './overlays.module.css';

/**
 * The link a share carries: the post (or the registration page) on this site, with the member's
 * invite code, so a friend who registers through it earns the member 12 hours of VIP.
 */
export function inviteLink(origin: string, inviteCode: string | null, postId?: string): string {
  const url = new URL(postId ? postPath(postId) : '/login/register', origin);
  if (inviteCode) url.searchParams.set('inviteCode', inviteCode);
  return url.toString();
}

/**
 * The share popup (section 2, "Share card overlay"): the location-402 image, a QR code of the
 * invite link, the gift tip, save as image and copy link.
 */
export function SharePopup({ params, onClose }: OverlayProps<'share'>) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const ads = useQuery(adsQuery(AD_LOCATIONS.share));
  const card = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState(false);
  const code = me.data?.inviteCode ?? null;
  const link = inviteLink(window.location.origin, code, params.postId);
  const image = ads.data?.[0];

  const save = async () => {
    if (!card.current) return;
    setSaving(true);
    try {
      await saveNodeAsPng(card.current, `share-${code ?? 'site'}.png`);
      notifications.show({ color: 'teal', message: t('people.share.saved') });
    } catch {
      notifications.show({ color: 'red', message: t('people.share.saveFailed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <OverlayFrame title={t('people.share.title')} onClose={onClose}>
      <div ref={card} className={classes.card} data-testid="share-card">
        {image ? (
          <div className={classes.image}>
            <MediaImage
              type="image"
              path={image.imgUrl}
              alt={image.title}
              ratio={16 / 9}
              priority
            />
          </div>
        ) : null}
        <div className={classes.qr} data-testid="share-qr">
          <QRCodeSVG value={link} size={160} level="M" title={t('people.share.qr')} />
        </div>
        {code ? <Text fw={700}>{t('people.share.code', { code })}</Text> : null}
        <Text className={classes.tip}>
          {code ? t('people.share.gift') : t('people.share.visitor')}
        </Text>
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
    </OverlayFrame>
  );
}
