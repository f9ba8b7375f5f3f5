import { AuctionsAdminScreen } from '@/features/auctions/components/auctions-admin-screen';
import { paths } from '@/shared/config/paths';

/** `/admin/auctions/auctions/:id?`: auctions with their operations, or one auction's edit screen. */
export default function Component() {
  return <AuctionsAdminScreen key="all" basePath={paths.adminAuctions} />;
}
