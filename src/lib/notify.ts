import type { NotificationData } from '@mantine/notifications';

/**
 * Shows a notification from start-up code (the error policy, the offline notice) without putting
 * the notifications package into the start-up JavaScript: it loads on first use, which is also
 * when the shell's lazy <Notifications> stack needs it. Screens that load later import
 * `notifications` from '@mantine/notifications' directly.
 */
export function showNotification(data: NotificationData): void {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(data));
}
