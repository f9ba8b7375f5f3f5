import { MyRequestsScreen } from '@/features/participation-requests/components/my-requests-screen';

/** `/user_auctions/requests/:id?`: the signed-in account holder's participation requests; the id opens one. */
export default function Component() {
  return <MyRequestsScreen />;
}
