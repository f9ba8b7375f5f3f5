import { UserAccessScreen } from '@/features/navigation/components/user-access-screen';

/** `/admin/auth/user_pages/:id?`: the id is the user whose access is shown (spec §2: optional). */
export default function Component() {
  return <UserAccessScreen />;
}
