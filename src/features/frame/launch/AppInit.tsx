import { useAppInit, useLaunchTracking } from './use-app-init';
import { useLaunchUser } from './use-launch-user';
import { usePageStatistics, useServerTime, useVisitRecord } from './use-launch-records';

/** The always-mounted app-initialisation step (spec section 1). Renders nothing. */
export function AppInit() {
  useLaunchUser();
  useAppInit();
  useLaunchTracking();
  useServerTime();
  useVisitRecord();
  usePageStatistics();
  return null;
}
