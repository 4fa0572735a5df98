import { isApiError } from '@/api/api-error';

/**
 * The server answered and refused (a business code such as 'the record does not exist'), as
 * opposed to a call that never got an answer: a by-id screen says "not found" for the first and
 * offers a retry for the second.
 */
export function isRefused(error: unknown): boolean {
  return isApiError(error) && error.kind === 'code';
}
