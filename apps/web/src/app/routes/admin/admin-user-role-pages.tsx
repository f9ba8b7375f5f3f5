import { RolePagesScreen } from '@/features/navigation/components/role-pages-screen';

/** `/admin/auth/user_role_pages/:id?`: the id is the role whose pages are shown (spec §2: optional). */
export default function Component() {
  return <RolePagesScreen />;
}
