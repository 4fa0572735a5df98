export { AdLink } from './AdLink';
export { FEED_AD_RATIO, FeedAd } from './FeedAd';
export { adsQuery, useAds } from './ad-query';
