import { AuctionsAdminScreen } from '@/features/auctions/components/auctions-admin-screen';
import { paths } from '@/shared/config/paths';

/** `/admin/auctions/created_auctions/:id?`: the auctions screen filtered to CREATED auctions. */
export default function Component() {
  return <AuctionsAdminScreen key="created" basePath={paths.adminCreatedAuctions} createdOnly />;
}
