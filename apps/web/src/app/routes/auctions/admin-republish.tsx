import { useParams } from 'react-router';
import { RepublishScreen } from '@/features/auctions/components/republish-screen';

/** `/admin/auctions/republish/:auctionId?`: the unsold lots of a finished or cancelled auction offered again. */
export default function Component() {
  const { auctionId } = useParams();
  const id = Number(auctionId);
  return <RepublishScreen key={auctionId ?? 'none'} auctionId={Number.isInteger(id) && id > 0 ? id : null} />;
}
