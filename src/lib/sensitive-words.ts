import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from '@/api/client';
import { configEndpoints } from '@/api/endpoints/config';
import { endpointKey } from '@/api/query-key';
import { serverNow } from './server-clock';

/**
 * Section 2 of issue 26: text a member submits (a comment, a reply, a post, a snapshot, a chat
 * message) is checked against the sensitive-word list before it is sent; a hit shows the
 * catalogue's 'This content contains sensitive words' and keeps the text. The server checks
 * again: this only spares a round trip and keeps the member's words on screen.
 *
 * The list is asked for with a timestamp in its path (the spec's cache-buster): one per hour of
 * the server's clock, so every screen shares one answer for the hour, and this device keeps that
 * answer (localStorage) until the hour changes.
 */
export const SENSITIVE_LIST_PERIOD_MS = 3_600_000;
const STORAGE_KEY = 'sensitive-words';

/** The list's timestamp now: the start of the server's current hour. */
export function sensitiveListTimestamp(now: number = serverNow()): number {
  return now - (now % SENSITIVE_LIST_PERIOD_MS);
}

function stored(timestamp: number): string[] | null {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (
      saved &&
      typeof saved === 'object' &&
      'timestamp' in saved &&
      saved.timestamp === timestamp &&
      'words' in saved &&
      Array.isArray(saved.words) &&
      saved.words.every((w) => typeof w === 'string')
    )
      return saved.words as string[];
  } catch {
    // Unreadable or refused: asked again.
  }
  return null;
}

function keep(timestamp: number, words: string[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ timestamp, words }));
  } catch {
    // Not kept: asked again next time.
  }
}

/** The first sensitive word in `text` (letter case aside), or null. */
export function findSensitiveWord(text: string, words: readonly string[]): string | null {
  const lower = text.toLowerCase();
  return words.find((word) => word !== '' && lower.includes(word.toLowerCase())) ?? null;
}

/** The list for this hour: from the query cache, this device, or the server. */
export function loadSensitiveWords(client: QueryClient): Promise<string[]> {
  const timestamp = sensitiveListTimestamp();
  const input = { path: { timestamp } };
  return client.fetchQuery({
    queryKey: endpointKey(configEndpoints.sensitiveWords, input),
    queryFn: async ({ signal }) => {
      const saved = stored(timestamp);
      if (saved) return saved;
      // Silent: a list that cannot be loaded blocks nothing (the server checks anyway).
      const words = await request(configEndpoints.sensitiveWords, input, { signal, notify: false });
      keep(timestamp, words);
      return words;
    },
    staleTime: Infinity,
  });
}

/**
 * `hasSensitiveWord(text)`: whether the text holds a word of the list. False when the list
 * cannot be had: the member is not stopped by a failed download.
 */
export function useSensitiveWordCheck() {
  const client = useQueryClient();
  return useCallback(
    async (text: string): Promise<boolean> => {
      const words = await loadSensitiveWords(client).catch(() => []);
      return findSensitiveWord(text, words) !== null;
    },
    [client],
  );
}
