import { notifications } from '@mantine/notifications';

/**
 * Notifications appear top-right for 5000 ms (docs/product.md, Inputs and formats; the container is set up in
 * App). One place gives each kind its colour, so screens only say what happened.
 */
export type NoticeKind = 'success' | 'error' | 'info' | 'warning';

const COLORS: Record<NoticeKind, string> = { success: 'green', error: 'red', info: 'blue', warning: 'yellow' };

export function notify(kind: NoticeKind, message: string, options: { title?: string; id?: string; autoClose?: number | false } = {}): string {
  return notifications.show({ color: COLORS[kind], message, ...options });
}
