export { AdLink } from './AdLink';
export { FEED_AD_RATIO, FeedAd } from './FeedAd';
export { SlotAd, SlotAdPlaceholder } from './SlotAd';
export { adSlotsQuery, adsQuery, useAdSlots, useAds } from './ad-query';
