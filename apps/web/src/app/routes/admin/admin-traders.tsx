import { AdminTradersScreen } from '@/features/users/components/admin-traders-screen';

/** `/admin/auth/traders/:id?`: the id opens that record (spec §2: optional). */
export default function Component() {
  return <AdminTradersScreen />;
}
