import { useTranslation } from 'react-i18next';
import { MediaImage } from '@/components/MediaImage';
import { SafeLink } from '@/components/safe-link/SafeLink';
import { useBanners } from '../api/catalog';
import classes from './feed.module.css';
import { BANNER_LOCATIONS } from '../api/catalog';

export { BANNER_LOCATIONS };

/**
 * The banner carousel: a horizontal scroll-snap strip (no timer: it never moves under a finger).
 * Its height is reserved, so the feed below never shifts when it arrives; a failed load shows
 * nothing (section 8: failed list loads).
 */
export function Banners({ location }: { location: number }) {
  const { t } = useTranslation();
  const { data, isPending } = useBanners(location);
  if (!isPending && !data?.length) return null;
  return (
    <section className={classes.banners} aria-label={t('feed.banners')}>
      {(data ?? []).map((banner, i) => {
        const image = (
          <MediaImage
            type="image"
            path={banner.imgUrl}
            alt={banner.title}
            ratio={750 / 320}
            radius="var(--mantine-radius-md)"
            priority={i === 0}
          />
        );
        return (
          <div key={banner.id} className={classes.banner}>
            <SafeLink href={banner.linkUrl}>{image}</SafeLink>
          </div>
        );
      })}
      {isPending ? <div className={classes.banner} aria-hidden="true" /> : null}
    </section>
  );
}
