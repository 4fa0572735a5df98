import { notifications } from '@mantine/notifications';
import { ApiError } from '@/api/api-error';

/**
 * Tells the member that something they did failed, unless the error policy already has: it shows
 * the server's message for a refused call, and stays silent on a network failure.
 */
export function notifyFailure(error: unknown, message: string): void {
  if (error instanceof ApiError && error.kind === 'code') return;
  notifications.show({ color: 'red', message });
}

/** The server's own words for a refused call (shown beside the field), or null. */
export function refusedMessage(error: unknown): string | null {
  return error instanceof ApiError && error.kind === 'code' && error.message ? error.message : null;
}
