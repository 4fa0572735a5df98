import { Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { SITE_NAME } from '@/lib/site';
import { useLoadedLater } from '@/lib/use-loaded-later';
import { Page, pageClasses } from '@/components/page/Page';
import { FrameColumn } from '../layout/FrameColumn';
import { claimReloadForChunkError, isChunkLoadError } from './chunk-reload';

/**
 * The 404 and error screens (./screens.ts): not in the start-up code. src/main.tsx loads them
 * ahead when the browser is idle after the first screen, so that they show offline too; the
 * decision to reload for a missing chunk stays here, in the start-up code, since after a deploy
 * the old screens' chunk is gone too.
 */
export const loadErrorScreens = () => import('./screens');

/** The 404 or the error screen of this status, once its chunk is in (a spinner until then). */
function StatusScreen({ status }: { status: number }) {
  const screens = useLoadedLater(loadErrorScreens);
  if (!screens) {
    return (
      <Page title={SITE_NAME} centered back={false}>
        <Loader aria-hidden="true" />
      </Page>
    );
  }
  return status === 404 ? <screens.NotFoundPage /> : <screens.ErrorPage status={status} />;
}

/**
 * The guard's answer per error, asked once: a re-render (or React's development double render)
 * must not claim the once-a-minute reload a second time and then read 'refused'.
 */
const reloadDecisions = new WeakMap<object, boolean>();

function reloadAllowed(error: unknown): boolean {
  if (!isChunkLoadError(error) || typeof error !== 'object' || error === null) return false;
  let allowed = reloadDecisions.get(error);
  if (allowed === undefined) {
    allowed = claimReloadForChunkError(error);
    reloadDecisions.set(error, allowed);
  }
  return allowed;
}

function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * What a route error shows: a page chunk that failed to load reloads the app (at most once a
 * minute), HTTP 404 is the 404 page, anything else is 'An error occurred' with its status.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const reload = reloadAllowed(error);

  useEffect(() => {
    if (reload) window.location.reload();
    else if (!isRouteErrorResponse(error) || error.status !== 404) console.error(error);
  }, [error, reload]);

  if (reload) {
    return (
      <Page title={SITE_NAME} centered back={false}>
        <Loader aria-hidden="true" />
        <p className={pageClasses.secondary} role="status">
          {t('errors.updating')}
        </p>
      </Page>
    );
  }
  return <StatusScreen status={statusOf(error)} />;
}

/** The root route's error element: the layout itself failed, so the error brings its own frame. */
export function RootErrorPage() {
  return (
    <FrameColumn>
      <RouteErrorPage />
    </FrameColumn>
  );
}
