import { z } from 'zod';

/** Every response of the API host is wrapped in this envelope. */
export const envelopeSchema = z.object({
  code: z.string(),
  message: z.string().default(''),
  data: z.unknown().optional(),
  resultMap: z.record(z.string(), z.unknown()).nullish(),
});
export type Envelope<T = unknown> = {
  code: string;
  message: string;
  data: T;
  resultMap?: Record<string, unknown> | null;
};

export const CODES = {
  success: '00000',
  general: '10000',
  getRejected: '10101',
  postRejected: '10103',
  authExpired: '10201',
  authInvalid: '10203',
  authKicked: '10301',
  unauthorized: '401',
} as const;

/** Codes that end the session (errors.tsv: "authentication failure"). */
export const AUTH_FAILURE_CODES: readonly string[] = [
  CODES.authExpired,
  CODES.authInvalid,
  CODES.authKicked,
  CODES.unauthorized,
];

/** Shared schema pieces. */
export const pageQuery = z.object({
  page: z.number().int().min(1).default(1),
  size: z.number().int().min(1).default(10),
  sort: z.enum(['asc', 'desc']).optional(),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    resultList: z.array(item),
    hasNextPage: z.boolean(),
    nextPage: z.number().int(),
    total: z.number().int().optional(),
  });
}
export type Page<T> = { resultList: T[]; hasNextPage: boolean; nextPage: number; total?: number };
