import { lazy, Suspense, useState } from 'react';
import { useNotices } from '../api/catalog';

// The dialog's code (Modal, focus trap, scroll lock) loads only when there is a notice to show:
// the tab container is on the first screen of most visits, a notice on few of them.
const NoticeDialog = lazy(async () => ({
  default: (await import('./NoticeDialog')).NoticeDialog,
}));

/** Notice triggers: 1 app start, 2 after login, 3 on the wallet. */
export const NOTICE_TRIGGERS = { appStart: 1, afterLogin: 2, wallet: 3 } as const;

/** Each notice shows once per browser session. */
export const SEEN_NOTICES_KEY = 'feed_seen_notices';

function seenNotices(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(SEEN_NOTICES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The first valid notice of a trigger not yet seen this session, as a dialog. */
export function PopupNotice({ trigger }: { trigger: number }) {
  const { data } = useNotices(trigger);
  const [seen, setSeen] = useState(seenNotices);
  const notice = data?.find((n) => !seen.includes(n.id));
  if (!notice) return null;

  const dismiss = () => {
    const next = [...seen, notice.id];
    sessionStorage.setItem(SEEN_NOTICES_KEY, JSON.stringify(next));
    setSeen(next);
  };
  return (
    <Suspense fallback={null}>
      <NoticeDialog notice={notice} onDismiss={dismiss} />
    </Suspense>
  );
}
