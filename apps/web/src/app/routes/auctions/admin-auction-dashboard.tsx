import { useParams } from 'react-router';
import { AuctionDashboardScreen } from '@/features/auctions/components/auction-dashboard-screen';

/** `/admin/auctions/dashboard/:auctionId?`: the operator dashboard, over the latest auctions or of one auction. */
export default function Component() {
  const { auctionId } = useParams();
  const id = Number(auctionId);
  return <AuctionDashboardScreen auctionId={Number.isInteger(id) && id > 0 ? id : null} />;
}
