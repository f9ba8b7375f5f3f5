import { AdminApprovalScreen } from '@/features/users/components/admin-approval-screen';

/** `/admin/auth/companies_for_approval/:id?`: the id opens that record (spec §2: optional). */
export default function Component() {
  return <AdminApprovalScreen kind="companies" />;
}
