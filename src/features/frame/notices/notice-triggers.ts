import { TAB_CONTAINER_PATH } from '@/components/tab-bar/tabs';
import { WALLET_PATHS } from '@/lib/wallet-paths';

/** Notice triggers of inst/app/popup/notice/public/valid/list: 1 app start, 2 after login, 3 on the wallet. */
export const NOTICE_TRIGGERS = { appStart: 1, afterLogin: 2, wallet: 3 } as const;

/**
 * The triggers whose notices may show at this address, in the order they are shown (one dialog at
 * a time). App start and after login show where a visit starts, on the tab container (after login
 * only once the member signed in this session); the wallet's own on the wallet's pages.
 */
export function noticeTriggersAt(pathname: string, signedInThisSession: boolean): number[] {
  const under = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
  if (under(TAB_CONTAINER_PATH))
    return signedInThisSession
      ? [NOTICE_TRIGGERS.appStart, NOTICE_TRIGGERS.afterLogin]
      : [NOTICE_TRIGGERS.appStart];
  if (under(WALLET_PATHS.home)) return [NOTICE_TRIGGERS.wallet];
  return [];
}
