import { configEndpoints as ep } from '@/api/endpoints/config';
import { REFERENCE_DATE } from '@fixtures/seed';
import { COUNTRIES, IMPRESSION_PHRASES, SENSITIVE_WORDS } from '@fixtures/config';
import type { DomainRow } from '../db';
import { handle } from '../platform/handle';
import { keepUploadSlice } from './media';
import { checkSmsTarget } from './phone-change';

/** Rotation moves the first domain of every type to the end of that type's list. */
function rotated(domains: DomainRow[]): DomainRow[] {
  const seen = new Set<number>();
  const firsts: DomainRow[] = [];
  const rest: DomainRow[] = [];
  for (const d of domains) {
    if (!seen.has(d.type)) {
      seen.add(d.type);
      firsts.push(d);
    } else rest.push(d);
  }
  return [...rest, ...firsts];
}

export const configHandlers = [
  handle(ep.general, ({ db }) => ({ ...db.general })),
  handle(ep.domains, ({ db }) => {
    if (db.media.rotate) db.domains = rotated(db.domains);
    return db.domains.map((d) => ({ type: d.type, domain: d.url }));
  }),
  handle(ep.serverTime, () => REFERENCE_DATE.getTime()),
  // The file is kept in the db and served from the media domains (mocks/handlers/media.ts).
  handle(ep.sliceUpload, ({ db, body }) => keepUploadSlice(db, body)),
  handle(ep.countries, ({ lang }) =>
    COUNTRIES.map((c) => ({ areaCode: c.areaCode, acronym: c.acronym, name: c.name[lang] })),
  ),
  handle(
    ep.smsSend,
    ({ db, body }) => checkSmsTarget(db, body) ?? { expiresInSeconds: 300, resendInSeconds: 60 },
  ),
  handle(ep.sensitiveWords, () => [...SENSITIVE_WORDS]),
  handle(ep.impressionPhrases, ({ lang }) =>
    IMPRESSION_PHRASES.map((p) => ({ id: p.id, text: p.text[lang] })),
  ),
  handle(ep.statistics, () => null),
];
