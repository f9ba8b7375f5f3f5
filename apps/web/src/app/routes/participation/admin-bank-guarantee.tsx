import { GuaranteesAdminScreen } from '@/features/bank-guarantees/components/guarantees-admin-screen';

/** `/admin/auth/bank_guarantee/:id?`: every guarantee; the id opens its detail (spec §2: optional). */
export default function Component() {
  return <GuaranteesAdminScreen />;
}
