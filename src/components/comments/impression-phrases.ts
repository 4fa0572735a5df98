import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '@/api/client';
import { configEndpoints } from '@/api/endpoints/config';
import { endpointKey } from '@/api/query-key';
import { sensitiveListTimestamp } from '@/lib/sensitive-words';

export interface Phrase {
  id: string;
  text: string;
}

/**
 * The impression phrases (config.impressionPhrases), offered as quick phrases under the comment
 * box. Cached as the sensitive-word list is: the timestamp in the path is the start of the
 * server's hour (one answer shared for the hour), and this device keeps that answer per language
 * (the server words them in the member's language) until the hour changes.
 */
const STORAGE_KEY = 'impression-phrases';

function isPhrases(value: unknown): value is Phrase[] {
  return (
    Array.isArray(value) &&
    value.every(
      (p: unknown) =>
        !!p &&
        typeof p === 'object' &&
        'id' in p &&
        typeof p.id === 'string' &&
        'text' in p &&
        typeof p.text === 'string',
    )
  );
}

function stored(timestamp: number, lang: string): Phrase[] | null {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (
      saved &&
      typeof saved === 'object' &&
      'timestamp' in saved &&
      saved.timestamp === timestamp &&
      'lang' in saved &&
      saved.lang === lang &&
      'phrases' in saved &&
      isPhrases(saved.phrases)
    )
      return saved.phrases;
  } catch {
    // Unreadable or refused: asked again.
  }
  return null;
}

function keep(timestamp: number, lang: string, phrases: Phrase[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ timestamp, lang, phrases }));
  } catch {
    // Not kept: asked again next time.
  }
}

/** The phrases of this hour in the member's language; none (silently) when they cannot be had. */
export function useImpressionPhrases(): Phrase[] {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const timestamp = sensitiveListTimestamp();
  const input = { path: { timestamp } };
  const query = useQuery({
    queryKey: [...endpointKey(configEndpoints.impressionPhrases, input), lang],
    queryFn: async ({ signal }) => {
      const saved = stored(timestamp, lang);
      if (saved) return saved;
      // Silent: quick phrases are a convenience; the box works without them.
      const phrases = await request(configEndpoints.impressionPhrases, input, {
        signal,
        notify: false,
      });
      keep(timestamp, lang, phrases);
      return phrases;
    },
    staleTime: Infinity,
    retry: false,
  });
  return query.data ?? [];
}
