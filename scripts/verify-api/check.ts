/**
 * Checks one answer against the contract: an envelope, the success code, and `data` parsed by the
 * endpoint's own schema (the one the client and the mocks use). The first mismatch is named by its
 * field path, e.g. `data.resultList[0].thumbupNum: expected number, received string`.
 */
import { z } from 'zod/mini';
import type { Endpoint } from '../../src/api/contract.ts';
import { CODES, envelopeSchema } from '../../src/api/envelope.ts';
import { readPostAliases } from '../../src/api/post-aliases.ts';

export interface Verdict {
  code: string | null;
  ok: boolean;
  /** `ok`, or what is wrong first. */
  detail: string;
  data?: unknown;
}

function fieldPath(prefix: string, path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>(
    (at, key) =>
      typeof key === 'number' ? `${at}[${key}]` : at ? `${at}.${String(key)}` : String(key),
    prefix,
  );
}

function firstIssue(error: z.core.$ZodError, prefix: string): string {
  const issue = error.issues[0];
  if (!issue) return `${prefix}: does not match`;
  // "Invalid input: expected string, received undefined" says a field is missing: say that.
  const message =
    issue.code === 'invalid_type' && issue.message.endsWith('received undefined')
      ? `missing (expected ${issue.expected})`
      : issue.message.replace(/^Invalid input: /, '');
  return `${fieldPath(prefix, issue.path)}: ${message}`;
}

export function checkAnswer(endpoint: Endpoint, payload: unknown): Verdict {
  const envelope = envelopeSchema.safeParse(payload);
  if (!envelope.success)
    return { code: null, ok: false, detail: `no envelope (${firstIssue(envelope.error, '')})` };
  const { code, message, data } = envelope.data;
  if (code !== CODES.success)
    return { code, ok: false, detail: `code ${code}${message ? `: ${message}` : ''}`, data };
  // The specification's alternate names of post fields are the contract's too (as the client reads them).
  const parsed = z.safeParse(endpoint.data, readPostAliases(data));
  if (!parsed.success) return { code, ok: false, detail: firstIssue(parsed.error, 'data'), data };
  return { code, ok: true, detail: 'ok', data };
}
