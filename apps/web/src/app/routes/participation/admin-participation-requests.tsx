import { RequestsAdminScreen } from '@/features/participation-requests/components/requests-admin-screen';

/** `/admin/auctions/auction_participation_requests/:id?`: every participation request; the id opens it. */
export default function Component() {
  return <RequestsAdminScreen />;
}
