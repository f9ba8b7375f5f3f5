import { AdminUsersScreen } from '@/features/users/components/admin-users-screen';

/** `/admin/auth/users/:id?`: the id opens that record (spec §2: optional). */
export default function Component() {
  return <AdminUsersScreen />;
}
