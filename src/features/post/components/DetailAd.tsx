import { AD_LOCATIONS } from '@/api/schemas/feed';
import { SlotAd, SlotAdPlaceholder, useAdSlots } from '@/components/feed-ad';

/** Both slots of post detail come in one call (feeds.adList), shared by every detail page. */
const DETAIL_SLOTS = [AD_LOCATIONS.videoEnd, AD_LOCATIONS.feedInline];

/**
 * The ad under a post on its detail page: after a video, the video-end slot (301); under any
 * other post, the first ad of the inline slot (201). Its box is held while the ads are asked for,
 * so the comments below do not jump; nothing on failure or when the slot is empty: an ad never
 * holds up or breaks the post.
 */
export function DetailAd({ video }: { video: boolean }) {
  const { data, isPending } = useAdSlots(DETAIL_SLOTS);
  const location = video ? AD_LOCATIONS.videoEnd : AD_LOCATIONS.feedInline;
  if (isPending) return <SlotAdPlaceholder location={location} />;
  const ad = data?.[String(location)]?.[0];
  return ad ? <SlotAd ad={ad} /> : null;
}
