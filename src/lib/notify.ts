import type { NotificationData } from '@mantine/notifications';
import { ApiError } from '@/api/api-error';
import { CODES } from '@/api/codes';

/**
 * Shows a notification from start-up code (the error policy, the offline notice) without putting
 * the notifications package into the start-up JavaScript: it loads on first use, which is also
 * when the shell's lazy <Notifications> stack needs it. Screens that load later import
 * `notifications` from '@mantine/notifications' directly.
 */
export function showNotification(data: NotificationData): void {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(data));
}

/** How long a good-news notice stays: it only confirms what the screen already shows. */
export const CONFIRMATION_MS = 3000;

/**
 * How long a red notice stays: long enough to read it after a glance away from the phone. At least
 * 6 s (twice a confirmation's), plus 80 ms a character for a server's long message, up to 12 s.
 * Mantine keeps it while it is hovered or focused, and it has a close button.
 */
export function failureTime(message: string): number {
  return Math.min(12_000, Math.max(6_000, 2_000 + 80 * message.length));
}

/** A red notice of something the member did that failed (every caller's shape, in one place). */
export function failureNotice(
  message: string,
  extra: Omit<NotificationData, 'message'> = {},
): NotificationData {
  return {
    withCloseButton: true,
    ...extra,
    color: 'red',
    message,
    autoClose: failureTime(message),
  };
}

/**
 * Tells the member that something they did failed, unless the error policy already has: it shows
 * the server's message for a refused call, and stays silent on a network failure.
 */
export function notifyFailure(error: unknown, message: string): void {
  if (error instanceof ApiError && error.kind === 'code') return;
  showNotification(failureNotice(message));
}

/**
 * errors.tsv, code 10000: "red notification with the server message". For a screen that shows a
 * call's failure itself (and so asks the policy for no notice): a 10000 with a message still gets
 * its red notice beside the screen's own state (issue 49: post detail, publishing).
 */
export function notifyGeneralFailure(error: unknown): void {
  if (error instanceof ApiError && error.kind === 'code' && error.code === CODES.general) {
    const message = error.message.trim();
    if (message) showNotification(failureNotice(message));
  }
}
