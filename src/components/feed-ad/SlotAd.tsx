import { useTranslation } from 'react-i18next';
import type { Ad } from '@/api/schemas/feed';
import { AdPicture } from './AdPicture';
import classes from './FeedAd.module.css';

/** The picture sizes of the slots (location 301, after a video, is 750×420; 201 is 750×200). */
const SLOT_RATIOS: Record<number, number> = { 201: 750 / 200, 301: 750 / 420 };
const slotRatio = (location: number) => SLOT_RATIOS[location] ?? 750 / 200;

/**
 * The slot's box while its ads are asked for: what follows does not jump when the ad arrives
 * (and a tap aimed below it does not land on it).
 */
export function SlotAdPlaceholder({ location }: { location: number }) {
  return (
    <div className={classes.ad} aria-hidden="true" data-ad-placeholder={location}>
      <span className={classes.frame} style={{ aspectRatio: String(slotRatio(location)) }} />
    </div>
  );
}

/**
 * One ad of a slot outside the feeds (post detail): a complementary region named and badged as
 * an ad, its link by the safe-link rules (an app path in the app, http(s) in a new tab without
 * opener), taken out whole when its picture cannot be had.
 */
export function SlotAd({ ad }: { ad: Ad }) {
  const { t } = useTranslation();
  return (
    <aside
      className={classes.ad}
      aria-label={t('post.ad.label', { title: ad.title })}
      data-ad-id={ad.id}
      data-ad-location={ad.location}
    >
      <AdPicture ad={ad} ratio={slotRatio(ad.location)} />
    </aside>
  );
}
