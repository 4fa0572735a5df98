import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { configureClient, request } from '@/api/client';
import { trackingEndpoint } from '@/api/endpoints/start';
import { generalConfigQuery } from '@/lib/app-config';
import { domainsQuery, statisticsBase } from '@/lib/media';
import { tokenAtom, userIdAtom } from '@/lib/session';

/** Spec section 9: "App init is after 200 ms", "Tracking record goes after 3 s". */
export const APP_INIT_DELAY_MS = 200;
export const TRACKING_DELAY_MS = 3000;

/**
 * The tracking record's path parameters. The spec names the call but not their values: these are
 * the app-open record, to be confirmed by the backend team with the endpoint.
 */
export const LAUNCH_TRACKING = { pageType: 'app', type: 'open' } as const;

function useDelay(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPassed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return passed;
}

/**
 * App initialisation, 200 ms after the frame mounts (so the first screen's own calls go first):
 * the general config, and the media domain list when signed in (it is a private call). The
 * statistics host (domain type 7) is read from that list by the API client.
 */
export function useAppInit(): void {
  const queryClient = useQueryClient();
  const token = useAtomValue(tokenAtom);
  const ready = useDelay(APP_INIT_DELAY_MS);

  useEffect(() => {
    configureClient({
      getStatisticsBase: () => statisticsBase(queryClient.getQueryData(domainsQuery.queryKey)),
    });
  }, [queryClient]);

  useQuery({ ...generalConfigQuery, enabled: ready });
  useQuery({ ...domainsQuery, enabled: ready && Boolean(token) });
}

/** The member's tracking record, 3 s after start (and again 3 s after a later sign-in). */
export function useLaunchTracking(): void {
  const token = useAtomValue(tokenAtom);
  const userId = useAtomValue(userIdAtom);
  const { pathname } = useLocation();

  const send = useEffectEvent(() => {
    // A background record: its failure is nobody's business on screen (session rules still apply).
    request(
      trackingEndpoint,
      { path: LAUNCH_TRACKING, body: { path: pathname, at: Date.now() } },
      { notify: false },
    ).catch(() => {});
  });

  useEffect(() => {
    if (!token || !userId) return;
    const timer = window.setTimeout(send, TRACKING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [token, userId]);
}
