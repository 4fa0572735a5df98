import { ApiError } from '@/api/api-error';

/** The server's own words for a refused call (shown beside the field), or null. */
export function refusedMessage(error: unknown): string | null {
  return error instanceof ApiError && error.kind === 'code' && error.message ? error.message : null;
}
