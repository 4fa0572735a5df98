import { queryOptions, useQueries } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { request } from '@/api/client';
import { feedsEndpoints } from '@/api/endpoints/feeds';

// The dialog's code (Modal, focus trap, scroll lock) loads only when there is a notice to show:
// the tab container is on the first screen of most visits, a notice on few of them.
const NoticeDialog = lazy(async () => ({
  default: (await import('./NoticeDialog')).NoticeDialog,
}));

/** Each notice shows once per browser session. */
export const SEEN_NOTICES_KEY = 'feed_seen_notices';

const NOTICES_STALE = 10 * 60_000;

export function noticesQuery(trigger: number) {
  return queryOptions({
    queryKey: ['catalog', 'notices', trigger],
    queryFn: ({ signal }) =>
      request(feedsEndpoints.popupNotices, { query: { trigger } }, { signal }),
    staleTime: NOTICES_STALE,
  });
}

function seenNotices(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(SEEN_NOTICES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The first valid notice of these triggers not yet seen this session, as a dialog. */
export function PopupNotice({ triggers }: { triggers: readonly number[] }) {
  const answers = useQueries({ queries: triggers.map(noticesQuery) });
  const [seen, setSeen] = useState(seenNotices);
  const notice = answers.flatMap((a) => a.data ?? []).find((n) => !seen.includes(n.id));
  if (!notice) return null;

  const dismiss = () => {
    const next = [...seen, notice.id];
    sessionStorage.setItem(SEEN_NOTICES_KEY, JSON.stringify(next));
    setSeen(next);
  };
  return (
    <Suspense fallback={null}>
      <NoticeDialog key={notice.id} notice={notice} onDismiss={dismiss} />
    </Suspense>
  );
}
