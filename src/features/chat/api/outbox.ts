import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';
import { ApiError } from '@/api/api-error';
import type { Page } from '@/api/envelope';
import type { ChatMessage } from '@/api/schemas/message';
import { sessionStore } from '@/lib/session-storage';
import { userIdAtom } from '@/lib/session';
import { conversationQuery, sendMessage, useAfterSend } from './chat';

/**
 * Messages the member wrote that the server has not confirmed yet: on their way, refused (a code:
 * the error policy showed the server's message) or unknown (the answer was lost: the server may
 * have stored it). Nothing typed is lost: each stays on screen with a retry, across navigation
 * and reloads (sessionStorage, per member and conversation), until the server has it. A retry
 * sends the same clientMessageId, so a message the server already stored is not stored twice.
 */
export type OutgoingStatus = 'sending' | 'refused' | 'unknown';

export interface OutgoingMessage {
  clientMessageId: string;
  content: string;
  status: OutgoingStatus;
}

/**
 * The last list read per key, with the stored text it came from: the same array while storage is
 * unchanged (useSyncExternalStore needs a stable snapshot), a fresh read when someone else
 * changed or cleared it (a story's fresh storage, another tab of the session).
 */
const cache = new Map<string, { raw: string | null; items: OutgoingMessage[] }>();
const listeners = new Set<() => void>();
const NONE: OutgoingMessage[] = [];

function isOutgoing(value: unknown): value is OutgoingMessage {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return typeof m.clientMessageId === 'string' && typeof m.content === 'string';
}

function parse(raw: string | null): OutgoingMessage[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(parsed)) return NONE;
    return parsed.filter(isOutgoing).map((m) => ({
      clientMessageId: m.clientMessageId,
      content: m.content,
      status: m.status === 'refused' ? 'refused' : m.status === 'sending' ? 'sending' : 'unknown',
    }));
  } catch {
    return NONE;
  }
}

/** Sends under way in this page: a 'sending' message stored by an earlier page never answers. */
const inFlight = new Set<string>();

function read(key: string): OutgoingMessage[] {
  const raw = sessionStore.get(key);
  const known = cache.get(key);
  if (known && known.raw === raw) return known.items;
  // A send cut off by a reload has an unknown outcome: shown as such, with its retry.
  const items = parse(raw).map((m) =>
    m.status === 'sending' && !inFlight.has(m.clientMessageId)
      ? { ...m, status: 'unknown' as const }
      : m,
  );
  cache.set(key, { raw, items });
  return items;
}

function write(key: string, next: OutgoingMessage[]): void {
  const raw = JSON.stringify(next);
  sessionStore.set(key, raw);
  // Kept even when storage refuses: this page still shows what was typed.
  cache.set(key, { raw: sessionStore.get(key) ?? raw, items: next });
  for (const listener of listeners) listener();
}

function update(key: string, change: (items: OutgoingMessage[]) => OutgoingMessage[]): void {
  write(key, change(read(key)));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function newClientId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

type ConversationPages = InfiniteData<Page<ChatMessage>, number>;

/** The member's unconfirmed messages to `other`, and the calls that send them. */
export function useOutbox(other: string) {
  const me = useAtomValue(userIdAtom) ?? '';
  const key = `chat-outbox:${me}:${other}`;
  const items = useSyncExternalStore(subscribe, () => read(key));
  const client = useQueryClient();
  const afterSend = useAfterSend(other);

  const attempt = useCallback(
    (clientMessageId: string, content: string) => {
      inFlight.add(clientMessageId);
      update(key, (list) =>
        list.map((m) =>
          m.clientMessageId === clientMessageId ? { ...m, status: 'sending' as const } : m,
        ),
      );
      sendMessage(other, content, clientMessageId)
        .finally(() => inFlight.delete(clientMessageId))
        .then(
          (message) => {
            // Shown among the conversation's messages at once, then read back from the server.
            client.setQueryData<ConversationPages>(conversationQuery(me, other).queryKey, (data) =>
              data && !data.pages.some((p) => p.resultList.some((m) => m.id === message.id))
                ? {
                    ...data,
                    pages: data.pages.map((p, i) =>
                      i === 0 ? { ...p, resultList: [message, ...p.resultList] } : p,
                    ),
                  }
                : data,
            );
            update(key, (list) => list.filter((m) => m.clientMessageId !== clientMessageId));
            void afterSend();
          },
          (error: unknown) => {
            const status: OutgoingStatus =
              error instanceof ApiError && error.kind === 'code' ? 'refused' : 'unknown';
            update(key, (list) =>
              list.map((m) => (m.clientMessageId === clientMessageId ? { ...m, status } : m)),
            );
          },
        );
    },
    [afterSend, client, key, me, other],
  );

  const send = useCallback(
    (content: string) => {
      const clientMessageId = newClientId();
      inFlight.add(clientMessageId);
      update(key, (list) => [...list, { clientMessageId, content, status: 'sending' }]);
      attempt(clientMessageId, content);
    },
    [attempt, key],
  );

  const retry = useCallback(
    (message: OutgoingMessage) => attempt(message.clientMessageId, message.content),
    [attempt],
  );

  const discard = useCallback(
    (clientMessageId: string) =>
      update(key, (list) => list.filter((m) => m.clientMessageId !== clientMessageId)),
    [key],
  );

  /** Drops what the server turns out to have (an answer lost after it stored the message). */
  const settle = useCallback(
    (stored: readonly ChatMessage[]) => {
      const known = new Set(stored.map((m) => m.clientMessageId).filter(Boolean));
      const list = read(key);
      if (list.some((m) => m.status !== 'sending' && known.has(m.clientMessageId)))
        write(
          key,
          list.filter((m) => m.status === 'sending' || !known.has(m.clientMessageId)),
        );
    },
    [key],
  );

  return { items, send, retry, discard, settle };
}
