import { Button } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@/api/schemas/message';
import { serverNow } from '@/lib/server-clock';
import type { OutgoingMessage } from '../api/outbox';
import { localDay, nameDay, withDaySeparators } from './days';
import { MessageRow, OutgoingRow } from './MessageRow';
import classes from './chat.module.css';

type Entry =
  { kind: 'stored'; message: ChatMessage } | { kind: 'outgoing'; message: OutgoingMessage };

function DaySeparator({ day }: { day: string }) {
  const { t, i18n } = useTranslation();
  const name = nameDay(day, localDay(serverNow()), i18n.language);
  return (
    <li className={classes.day} data-day={day}>
      {name.kind === 'date' ? name.text : t(`chat.${name.kind}`)}
    </li>
  );
}

function pageHeight(): number {
  return document.documentElement.scrollHeight;
}

/**
 * The page scrolls as one (the top bar and the composer stay): at the bottom on opening and when
 * a message arrives while the member reads the end; older pages come in above without moving
 * what the member is reading.
 */
function useThreadScroll(
  newestKey: string | undefined,
  oldestKey: string | undefined,
  /** The newest is the member's own, just written: shown wherever they were reading. */
  ownNewest: boolean,
) {
  const opened = useRef(false);
  const lastNewest = useRef<string | undefined>(undefined);
  const lastOldest = useRef<string | undefined>(undefined);
  const fromBottom = useRef(0);
  const nearEnd = useRef(true);

  useLayoutEffect(() => {
    const onScroll = () => {
      fromBottom.current = pageHeight() - window.scrollY;
      nearEnd.current = pageHeight() - (window.scrollY + window.innerHeight) < 120;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    if (newestKey === undefined) return;
    const arrived = newestKey !== lastNewest.current;
    if (!opened.current || (arrived && (nearEnd.current || ownNewest))) {
      window.scrollTo(0, pageHeight());
      opened.current = true;
    } else if (oldestKey !== lastOldest.current) {
      // Older messages were put above: the same message stays under the member's eyes.
      window.scrollTo(0, pageHeight() - fromBottom.current);
    }
    lastNewest.current = newestKey;
    lastOldest.current = oldestKey;
    fromBottom.current = pageHeight() - window.scrollY;
  });
}

export interface ChatThreadProps {
  me: string;
  label: string;
  messages: readonly ChatMessage[];
  outgoing: readonly OutgoingMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onDelete: (id: string) => void;
  onRetry: (message: OutgoingMessage) => void;
  onDiscard: (clientMessageId: string) => void;
}

/** The messages in reading order with a separator per day; unconfirmed ones last. */
export function ChatThread({
  me,
  label,
  messages,
  outgoing,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onDelete,
  onRetry,
  onDiscard,
}: ChatThreadProps) {
  const { t } = useTranslation();
  const today = localDay(serverNow());
  const entries: Entry[] = [
    ...messages.map((message) => ({ kind: 'stored' as const, message })),
    ...outgoing.map((message) => ({ kind: 'outgoing' as const, message })),
  ];
  const rows = withDaySeparators(entries, (e) =>
    e.kind === 'stored' ? localDay(e.message.createdAt) : today,
  );
  const newest = outgoing.at(-1)?.clientMessageId ?? messages.at(-1)?.id;
  useThreadScroll(
    newest ?? (messages.length === 0 ? '' : undefined),
    messages[0]?.id,
    outgoing.length > 0 || messages.at(-1)?.fromUserId === me,
  );
  const top = useRef<HTMLDivElement>(null);

  // Scrolling up to the first message asks for the page before it.
  useLayoutEffect(() => {
    const sentinel = top.current;
    if (!sentinel || !hasOlder) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !loadingOlder) onLoadOlder();
      },
      // Asked a little before the top is reached, so reading up rarely waits.
      { rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, onLoadOlder]);

  return (
    <>
      <div ref={top}>
        {hasOlder ? (
          <Button variant="subtle" size="sm" fullWidth loading={loadingOlder} onClick={onLoadOlder}>
            {t('chat.older')}
          </Button>
        ) : null}
      </div>
      <ol className={classes.thread} aria-label={label}>
        {rows.map((row) =>
          row.day !== undefined ? (
            <DaySeparator key={`day-${row.day}`} day={row.day} />
          ) : row.item.kind === 'stored' ? (
            <MessageRow
              key={row.item.message.id}
              message={row.item.message}
              own={row.item.message.fromUserId === me}
              onDelete={onDelete}
            />
          ) : (
            <OutgoingRow
              key={row.item.message.clientMessageId}
              message={row.item.message}
              onRetry={onRetry}
              onDiscard={onDiscard}
            />
          ),
        )}
      </ol>
    </>
  );
}
