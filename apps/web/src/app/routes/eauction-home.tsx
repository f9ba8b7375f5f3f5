import { AuctionHomePage } from '@/features/home/pages/auction-home-page';
import { PublicNewsSection } from '@/features/news/components/public-news-section';

/** `/eauction_home`, `/user_auctions/eauction_home`, `/user_auctions/eauction_home_page`: the auction home with its news. */
export default function Component() {
  return (
    <AuctionHomePage>
      <PublicNewsSection />
    </AuctionHomePage>
  );
}
