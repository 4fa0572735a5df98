import { Loader } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import type { OverlayRegistry } from '@/lib/overlays';
import { useLoadedLater } from '@/lib/use-loaded-later';
import { AppInit } from '../launch/AppInit';
import { OfflineNotice } from '../network/OfflineNotice';
import { useInviteCodeCapture } from '../guards/use-invite-code';
import { useRedirectRecord } from '../guards/use-redirect-record';
import { useRouteGuard } from '../guards/use-route-guard';
import { useSessionEndRedirect } from '../guards/use-session-end-redirect';
import { WarningGate } from '../warning/warning-gate';
import { Page, pageClasses } from '@/components/page/Page';
import { FrameColumn } from './FrameColumn';

/** The notices, the overlay host and the resumed purchase: loaded after the first render. */
const loadExtras = () => import('./FrameExtras');

/** Shown for the 100 ms between the guard's decision and the move to the login page. */
function SignInNotice() {
  const { t } = useTranslation();
  return (
    <Page title={t('shell.signIn.title')} centered back={false}>
      <Loader aria-hidden="true" />
      <p className={pageClasses.secondary} role="status">
        {t('shell.signIn.redirecting')}
      </p>
    </Page>
  );
}

export interface FrameLayoutProps {
  /**
   * Loads the overlays later issues register (pay, reward, share, identity card): with the
   * overlay host, after the first render. One function for the app's life (it is a loader's key).
   */
  overlays: () => Promise<OverlayRegistry>;
}

/**
 * The root layout: the phone column, and what is mounted whatever the page — the route guard,
 * the invite-code capture, the session-end redirect, app initialisation, the warning dialog, the
 * popup notices (app start, after login, wallet), the offline notice and the overlay host.
 */
export function FrameLayout({ overlays }: FrameLayoutProps) {
  const { mustSignIn } = useRouteGuard();
  useRedirectRecord();
  useInviteCodeCapture();
  useSessionEndRedirect();
  const extras = useLoadedLater(loadExtras);
  const registry = useLoadedLater(overlays);
  const [bannerHeight, setBannerHeight] = useState(0);

  return (
    <FrameColumn
      banner={<OfflineNotice onHeightChange={setBannerHeight} />}
      bannerHeight={bannerHeight}
    >
      {mustSignIn ? <SignInNotice /> : <Outlet />}
      <AppInit />
      <WarningGate />
      {extras && registry ? <extras.FrameExtras overlays={registry} notices={!mustSignIn} /> : null}
      <ScrollRestoration />
    </FrameColumn>
  );
}
