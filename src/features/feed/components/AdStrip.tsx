import { useTranslation } from 'react-i18next';
import { AD_LOCATIONS } from '@/api/schemas/feed';
import { MediaImage } from '@/components/MediaImage';
import { SafeLink } from '@/components/safe-link/SafeLink';
import { useAds } from '../api/catalog';
import classes from './feed.module.css';

/** The ad of a location (101: top of home), if any; nothing on failure. */
export function AdStrip({ location = AD_LOCATIONS.homeTop }: { location?: number }) {
  const { t } = useTranslation();
  const { data, isPending } = useAds(location);
  const ad = data?.[0];
  // While it loads, its box is held (nothing below jumps); with no ad, nothing.
  if (isPending)
    return (
      <div className={classes.ad} aria-hidden="true">
        <div className={classes.adPlaceholder} />
      </div>
    );
  if (!ad) return null;
  const image = (
    <MediaImage
      type="image"
      path={ad.imgUrl}
      alt={ad.title}
      ratio={750 / 300}
      radius="var(--mantine-radius-md)"
    />
  );
  return (
    <aside className={classes.ad} aria-label={t('feed.ad')}>
      <SafeLink href={ad.linkUrl} rel="sponsored">
        {image}
      </SafeLink>
    </aside>
  );
}
