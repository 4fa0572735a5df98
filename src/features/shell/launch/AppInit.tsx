import { useAppInit, useLaunchTracking } from './use-app-init';
import { useLaunchUser } from './use-launch-user';

/** The always-mounted app-initialisation step (spec section 1). Renders nothing. */
export function AppInit() {
  useLaunchUser();
  useAppInit();
  useLaunchTracking();
  return null;
}
