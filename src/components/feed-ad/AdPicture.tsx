import { useTranslation } from 'react-i18next';
import type { Ad } from '@/api/schemas/feed';
import { MediaImage } from '@/components/MediaImage';
import { AdLink } from './AdLink';
import classes from './FeedAd.module.css';

/**
 * What every ad shows, wherever it stands: its picture in a box of the slot's ratio (reserved
 * before the image loads), the ad badge, and its link by the safe-link rules.
 */
export function AdPicture({ ad, ratio }: { ad: Ad; ratio: number }) {
  const { t } = useTranslation();
  return (
    <AdLink href={ad.linkUrl}>
      <span className={classes.frame}>
        <MediaImage
          type="image"
          path={ad.imgUrl}
          alt={ad.title}
          ratio={ratio}
          radius="var(--mantine-radius-md)"
        />
        <span className={classes.badge} aria-hidden="true">
          {t('post.ad.badge')}
        </span>
      </span>
    </AdLink>
  );
}
