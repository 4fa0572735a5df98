import { isApiError } from '@/api/api-error';
import { catalogueKeyOf } from '@/api/catalogue';
import { i18next } from '@/lib/i18n';

/**
 * The text for a refusal shown beside a field (no notification): a catalogue refusal from our
 * strings by its code (src/api/catalogue.ts), any other refusal in the server's words (spec: 10000
 * shows the server's message), and `fallback` when the server said nothing or never answered.
 * Decided by code and kind, never by the message's wording (issue 25).
 */
export function refusalText(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.kind !== 'code') return fallback;
  const key = catalogueKeyOf(error.code);
  if (key) return i18next.t(key);
  return error.message.trim() || fallback;
}
