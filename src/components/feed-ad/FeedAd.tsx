import { useTranslation } from 'react-i18next';
import type { Ad } from '@/api/schemas/feed';
import { AdPicture } from './AdPicture';
import classes from './FeedAd.module.css';

/** The box of an inline ad (location 201 images are 750×200): reserved before the image loads. */
export const FEED_AD_RATIO = 750 / 200;

/**
 * An ad between the posts of a feed: an article of the feed (so a screen reader meets it in
 * order) named and badged as an ad, its image from the image domains, its link as the ad says.
 */
export function FeedAd({ ad }: { ad: Ad }) {
  const { t } = useTranslation();
  return (
    <article
      className={classes.ad}
      aria-label={t('post.ad.label', { title: ad.title })}
      data-ad-id={ad.id}
    >
      <AdPicture ad={ad} ratio={FEED_AD_RATIO} />
    </article>
  );
}
