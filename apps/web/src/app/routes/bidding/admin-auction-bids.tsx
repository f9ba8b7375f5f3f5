import { useParams } from 'react-router';
import { StaffBidsScreen } from '@/features/bidding/components/staff-bids-screen';

const id = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** `/admin/auctions/bids/:auctionId?/:lotId?`: every bid of one lot, for staff. */
export default function Component() {
  const { auctionId, lotId } = useParams();
  return <StaffBidsScreen auctionId={id(auctionId)} lotId={id(lotId)} />;
}
