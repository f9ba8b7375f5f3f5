import type { PublicAuctionList } from '@portal/contracts/public-auctions';
import { PublicAuctionsScreen } from '@/features/auctions/components/public/public-auctions-screen';

/** `/user_auctions/published_auctions`, `running_auctions`, `finished_auctions`. */
export default function Component({ list }: { list: PublicAuctionList }) {
  return <PublicAuctionsScreen list={list} />;
}
