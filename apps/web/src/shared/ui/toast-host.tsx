import { useEffect } from 'react';
import { notification } from 'antd';
import { bindNotifications } from './notifications';

/** Renders the toasts inside the ConfigProvider (theme, locale) and binds them for `notify`. */
export default function ToastHost() {
  const [api, holder] = notification.useNotification({ placement: 'topRight', top: 76, maxCount: 4 });
  useEffect(() => bindNotifications(api), [api]);
  return holder;
}
