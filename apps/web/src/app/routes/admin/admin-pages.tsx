import { PagesScreen } from '@/features/navigation/components/pages-screen';

/** `/admin/auth/pages/:id?` (spec §2: the id, optional, opens the edit dialog). */
export default function Component() {
  return <PagesScreen />;
}
