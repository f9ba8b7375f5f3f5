import { RolesScreen } from '@/features/navigation/components/roles-screen';

/** `/admin/auth/user_roles/:id?` (spec §2: the id, optional, opens the edit dialog). */
export default function Component() {
  return <RolesScreen />;
}
