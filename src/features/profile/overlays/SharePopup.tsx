import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AD_LOCATIONS } from '@/api/schemas/feed';
import { adsQuery } from '@/components/feed-ad';
import { MediaImage } from '@/components/MediaImage';
import { PostShareSheet, ShareSheet, inviteLink } from '@/components/share-sheet';
import { useCurrentUser } from '@/lib/current-user';
import type { OverlayProps } from '@/lib/overlays';
import classes from './overlays.module.css';

/**
 * The share popup (section 2, "Share card overlay"). With a post (its card, its detail page): the
 * post's share sheet. Without: the site's, with the location-402 image, a QR code of the invite
 * link, the gift tip, save as image and copy link.
 */
export function SharePopup({ params, onClose }: OverlayProps<'share'>) {
  if (params.postId) return <PostShareSheet postId={params.postId} onClose={onClose} />;
  return <SiteShareSheet onClose={onClose} />;
}

function SiteShareSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const ads = useQuery(adsQuery(AD_LOCATIONS.share));
  const code = me.data?.inviteCode ?? null;
  const image = ads.data?.[0];
  return (
    <ShareSheet
      title={t('people.share.title')}
      link={inviteLink(window.location.origin, code)}
      qrLabel={t('people.share.qr')}
      fileName={`share-${code ?? 'site'}.png`}
      onClose={onClose}
      header={
        image ? (
          <div className={classes.image}>
            <MediaImage
              type="image"
              path={image.imgUrl}
              alt={image.title}
              ratio={16 / 9}
              priority
            />
          </div>
        ) : null
      }
      footer={
        <>
          {code ? <Text fw={700}>{t('people.share.code', { code })}</Text> : null}
          <Text className={classes.tip}>
            {code ? t('people.share.gift') : t('people.share.visitor')}
          </Text>
        </>
      }
    />
  );
}
