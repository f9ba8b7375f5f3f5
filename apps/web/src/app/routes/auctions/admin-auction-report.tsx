import { useParams } from 'react-router';
import { AuctionReportScreen } from '@/features/auctions/components/auction-report-screen';

/** `/admin/auctions/auction_report/:auctionId?`: the finished-auction report. */
export default function Component() {
  const { auctionId } = useParams();
  const id = Number(auctionId);
  return <AuctionReportScreen key={auctionId ?? 'none'} auctionId={Number.isInteger(id) && id > 0 ? id : null} />;
}
