import type { NotificationInstance } from 'antd/es/notification/interface';
import { createExternalStore, useExternalStore } from '@/shared/lib/external-store';

// The notification API of Ant Design, bound by the toast host once it is mounted inside the
// ConfigProvider (theme, locale). The host and antd's notification code load with the first
// toast, so pages that never show one (a first visit to /login) do not download them.
let api: NotificationInstance | null = null;
const pending: Array<() => void> = [];
const hostWanted = createExternalStore(false);

export function bindNotifications(instance: NotificationInstance): void {
  api = instance;
  for (const show of pending.splice(0)) show();
}

/** True once a toast was asked for: the app then mounts the toast host. */
export function useToastHostWanted(): boolean {
  return useExternalStore(hostWanted);
}

/**
 * Styles for a menu the user opens in the header: on a short screen a long menu reaches down to the toasts at the
 * bottom right, and a toast the pointer rests on stays open, so the menu is drawn above them (antd draws toasts at
 * z-index 2050, menus at 1050).
 */
export const ABOVE_TOASTS = { root: { zIndex: 2100 } } as const;

type Toast = { title: string; description?: string; key?: string };
type ToastType = 'success' | 'info' | 'warning' | 'error';

function show(type: ToastType, toast: Toast) {
  const open = () =>
    api?.[type]({
      // The same text twice (several queries failing at once) replaces the toast instead of stacking it.
      key: toast.key ?? `${type}:${toast.title}:${toast.description ?? ''}`,
      title: toast.title,
      description: toast.description,
      role: type === 'error' || type === 'warning' ? 'alert' : 'status',
      props: { 'data-testid': `toast-${type}` },
    });
  if (api) open();
  else {
    pending.push(open);
    hostWanted.set(true);
  }
}

/** Toasts (Ant Design notifications) for code inside and outside components. */
export const notify = {
  success: (toast: Toast) => show('success', toast),
  info: (toast: Toast) => show('info', toast),
  warning: (toast: Toast) => show('warning', toast),
  error: (toast: Toast) => show('error', toast),
};
