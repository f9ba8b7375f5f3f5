import { LotsAdminScreen } from '@/features/auctions/components/lots-admin-screen';

/** `/admin/auctions/lots/:id?`: lots with their products, licence types and lifecycle. */
export default function Component() {
  return <LotsAdminScreen />;
}
