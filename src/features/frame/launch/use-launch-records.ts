import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { request } from '@/api/client';
import { visitEndpoint } from '@/api/endpoints/start';
import { configEndpoints } from '@/api/endpoints/config';
import { i18next } from '@/lib/i18n';
import { useDomains, statisticsBase } from '@/lib/media';
import { serverDay, setServerTime } from '@/lib/server-clock';
import { storage, tokenAtom, userIdAtom } from '@/lib/session';

/**
 * The records the spec has every client send, in the background (their failures are nobody's
 * business on screen: `notify: false`, and nothing waits for them):
 * - the server time, once at launch (the device's clock may be wrong);
 * - the visit record (`POST user/app/u/visit/private/2`), once a day per member;
 * - the page statistics, one per page view, to the statistics host (domain type 7) and never
 *   with the token (the client keeps the token on the API host).
 */
export function useServerTime(): void {
  useEffect(() => {
    const sentAt = Date.now();
    request(configEndpoints.serverTime, {}, { notify: false })
      .then((serverMs) => setServerTime(serverMs, sentAt, Date.now()))
      .catch(() => {});
  }, []);
}

/** Local-storage key of the member's last recorded visit day. */
export const visitKey = (userId: string) => `visit:${userId}`;

export function useVisitRecord(): void {
  const token = useAtomValue(tokenAtom);
  const userId = useAtomValue(userIdAtom);
  useEffect(() => {
    if (!token || !userId) return;
    const today = serverDay();
    if (storage.read(visitKey(userId)) === today) return;
    request(visitEndpoint, {}, { notify: false })
      .then(() => storage.write(visitKey(userId), today))
      .catch(() => {});
  }, [token, userId]);
}

export function usePageStatistics(): void {
  const { pathname } = useLocation();
  const { data: domains } = useDomains();
  const hasStatisticsHost = statisticsBase(domains) !== null;
  const previous = useRef<string | undefined>(undefined);

  const send = useEffectEvent((page: string) => {
    const referrer = previous.current;
    previous.current = page;
    request(
      configEndpoints.statistics,
      { body: { page, referrer, lang: i18next.language, at: Date.now() } },
      { notify: false },
    ).catch(() => {});
  });

  // Without the domain list (a visitor has none) there is no statistics host to send to.
  useEffect(() => {
    if (hasStatisticsHost) send(pathname);
  }, [pathname, hasStatisticsHost]);
}
