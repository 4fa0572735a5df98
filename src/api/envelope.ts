import { z } from 'zod/mini';

// zod/mini registers no locale (classic zod registers English on first use): register it, unless
// another locale was set first, so issue messages read as before ("Invalid input: expected ...").
// Not in the members' build: it checks no answer against the contract, so no message of zod's
// reaches a log there, and the English messages were 1 KB gzip of its entry. (Node's scripts and
// the mock host run this module without Vite's constants: they keep the messages.)
const withMessages = typeof __CONTRACT_SCHEMAS__ === 'undefined' || __CONTRACT_SCHEMAS__;
if (withMessages && !z.core.globalConfig.localeError) z.config(z.locales.en());
// The app runs under a Content-Security-Policy without 'unsafe-eval' (index.html): zod must not
// try to compile its parsers with `new Function`. The members' build parses no answer with the
// contract (client.ts): its few run-time checks set this where they are (schemas/security.ts),
// which keeps zod's core out of the first load.
if (withMessages) z.config({ jitless: true });

/** Every response of the API host is wrapped in this envelope. */
export const envelopeSchema = z.object({
  code: z.string(),
  message: z._default(z.string(), ''),
  data: z.optional(z.unknown()),
  resultMap: z.nullish(z.record(z.string(), z.unknown())),
});
export type Envelope<T = unknown> = {
  code: string;
  message: string;
  data: T;
  resultMap?: Record<string, unknown> | null;
};

// Here too for the contract's readers; the client takes them from ./codes, which has no zod.
export { AUTH_FAILURE_CODES, CODES } from './codes';

/** Shared schema pieces. */
export const pageQuery = z.object({
  page: z._default(z.int().check(z.minimum(1)), 1),
  size: z._default(z.int().check(z.minimum(1)), 10),
  sort: z.optional(z.enum(['asc', 'desc'])),
});

export function pageOf<T extends z.core.$ZodType>(item: T) {
  return z.object({
    resultList: z.array(item),
    hasNextPage: z.boolean(),
    nextPage: z.int(),
    total: z.optional(z.int()),
  });
}
export type Page<T> = { resultList: T[]; hasNextPage: boolean; nextPage: number; total?: number };
