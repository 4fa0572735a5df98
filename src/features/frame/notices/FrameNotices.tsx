import { useLocation } from 'react-router-dom';
import { signedInThisSession } from '@/lib/sign-in-notice';
import { noticeTriggersAt } from './notice-triggers';
import { PopupNotice } from './PopupNotice';

/** The popup notices of the page on show: app start, after login, on the wallet (issue 26 §3). */
export function FrameNotices() {
  const { pathname } = useLocation();
  const triggers = noticeTriggersAt(pathname, signedInThisSession());
  if (triggers.length === 0) return null;
  return <PopupNotice key={triggers.join()} triggers={triggers} />;
}
