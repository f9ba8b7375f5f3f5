import { AdminPersonsScreen } from '@/features/users/components/admin-persons-screen';

/** `/admin/auth/persons/:id?`: the id opens that record (spec §2: optional). */
export default function Component() {
  return <AdminPersonsScreen />;
}
