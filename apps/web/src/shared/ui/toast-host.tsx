import { useEffect } from 'react';
import { notification } from 'antd';
import { bindNotifications } from './notifications';

/**
 * Renders the toasts inside the ConfigProvider (theme, locale) and binds them for `notify`. They appear at the bottom
 * right: at the top right they covered the page's own actions (a case's Submit, right under the header) just after a
 * save, and a toast the pointer rests on stays open.
 */
export default function ToastHost() {
  const [api, holder] = notification.useNotification({ placement: 'bottomRight', maxCount: 4 });
  useEffect(() => bindNotifications(api), [api]);
  return holder;
}
