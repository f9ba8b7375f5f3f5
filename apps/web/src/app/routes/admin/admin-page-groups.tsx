import { PageGroupsScreen } from '@/features/navigation/components/page-groups-screen';

/** `/admin/auth/page_groups/:id?` (spec §2: the id, optional, opens the edit dialog). */
export default function Component() {
  return <PageGroupsScreen />;
}
