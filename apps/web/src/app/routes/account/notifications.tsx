import { NotificationsPage } from '@/features/notifications/pages/notifications-page';

/** `/notifications`: the signed-in user's notices and how they are told. */
export default function Component() {
  return <NotificationsPage />;
}
