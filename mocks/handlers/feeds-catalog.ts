import { feedsEndpoints as ep } from '@/api/endpoints/feeds';
import type { AdRow, CreatorRow } from '@fixtures/content';
import type { MockLang } from '@fixtures/localized';
import type { MockDb } from '../db';
import { handle } from '../platform/handle';
import { paginate, type SortOrder } from '../platform/paging';
import { toCreatorView } from './content-views';

/** The non-post parts of the feeds: tags, channels, ads, notices, banners and creator lists. */

function toAdView(ad: AdRow, lang: MockLang) {
  return {
    id: ad.id,
    location: ad.location,
    title: ad.title[lang],
    imgUrl: ad.imgUrl,
    linkUrl: ad.linkUrl,
  };
}

function creatorsOf(db: MockDb, kind: CreatorRow['kind']): CreatorRow[] {
  return db.content.creators.filter((c) => c.kind === kind);
}

function creatorPage(kind: CreatorRow['kind']) {
  return ({
    db,
    userId,
    query,
  }: {
    db: MockDb;
    userId: string | null;
    query: { page: number; size: number; sort?: SortOrder };
  }) => {
    const page = paginate(creatorsOf(db, kind), query.page, query.size, query.sort);
    return { ...page, resultList: page.resultList.map((c) => toCreatorView(db, c, userId)) };
  };
}

function creatorTop(kind: CreatorRow['kind']) {
  return ({ db, userId, query }: { db: MockDb; userId: string | null; query: { limit: number } }) =>
    creatorsOf(db, kind)
      .slice(0, query.limit)
      .map((c) => toCreatorView(db, c, userId));
}

/** Enough to order places by distance (no two seeded places are near the antimeridian). */
function distanceSquared([lat1, lng1]: [number, number], [lat2, lng2]: [number, number]): number {
  const dx = (lng1 - lng2) * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
  return dx * dx + (lat1 - lat2) ** 2;
}

export const feedCatalogHandlers = [
  handle(ep.tags, ({ db, lang, query }) =>
    db.content.tags
      .filter((t) => query.tagType === undefined || t.tagType === query.tagType)
      .map((t) => ({ tagId: t.tagId, name: t.name[lang], tagType: t.tagType })),
  ),
  handle(ep.locationChannels, ({ db, lang, query }) => {
    const rows = db.content.channels
      .filter((c) => !query.level || c.level === query.level)
      .filter((c) => !query.parentCode || c.parentCode === query.parentCode);
    // "By location": with the member's position, the nearest first (seed order otherwise).
    const { latitude, longitude } = query;
    const near =
      latitude === undefined || longitude === undefined
        ? rows
        : rows
            .map((c) => ({ c, d: distanceSquared(c.center, [latitude, longitude]) }))
            .sort((a, b) => a.d - b.d)
            .map(({ c }) => c);
    return near.map((c) => ({
      code: c.code,
      name: c.name[lang],
      level: c.level,
      parentCode: c.parentCode,
    }));
  }),
  handle(ep.advertising, ({ db, lang, query }) =>
    db.content.ads.filter((a) => a.location === query.location).map((a) => toAdView(a, lang)),
  ),
  handle(ep.videoAd, ({ db, lang, query }) => {
    const ad = db.users[query.userId] ? db.content.videoAds[0] : undefined;
    return ad ? { ...ad, title: ad.title[lang] } : null;
  }),
  handle(ep.adList, ({ db, lang, body }) =>
    Object.fromEntries(
      body.locations.map((location) => [
        String(location),
        db.content.ads.filter((a) => a.location === location).map((a) => toAdView(a, lang)),
      ]),
    ),
  ),
  handle(ep.popupNotices, ({ db, lang, query }) =>
    db.content.notices
      .filter((n) => n.trigger === query.trigger)
      .map((n) => ({
        id: n.id,
        trigger: n.trigger,
        title: n.title[lang],
        content: n.content[lang],
        linkUrl: n.linkUrl,
      })),
  ),
  handle(ep.banners, ({ db, lang, query }) =>
    db.content.banners
      .filter((b) => b.location === query.location && b.bannerType === query.bannerType)
      .map((b) => ({ ...b, title: b.title[lang] })),
  ),
  handle(ep.goddessPage, creatorPage('goddess')),
  handle(ep.goddessTop, creatorTop('goddess')),
  handle(ep.bigVPage, creatorPage('v')),
  handle(ep.bigVTop, creatorTop('v')),
  handle(ep.actressPage, creatorPage('actress')),
  handle(ep.actressTop, creatorTop('actress')),
];
