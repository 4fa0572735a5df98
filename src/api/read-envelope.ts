import { isPlainRecord, isRecord, isString } from '@/lib/guards';
import type { Envelope } from './envelope';

/**
 * The envelope of an answer (`{ code, message, data, resultMap }`, envelope.ts's schema), or null
 * when the payload is none. Checked by hand: every call passes here, and the first screen should
 * not wait for a schema library to check four fields.
 */
export function readEnvelope(payload: unknown): Envelope | null {
  if (!isRecord(payload)) return null;
  const { code, message = '', data, resultMap } = payload;
  if (!isString(code) || !isString(message)) return null;
  if (resultMap !== undefined && resultMap !== null && !isPlainRecord(resultMap)) return null;
  const envelope: Envelope = { code, message, data };
  if (resultMap !== undefined) envelope.resultMap = resultMap;
  return envelope;
}
