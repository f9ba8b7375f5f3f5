import { AuctionHomePage } from '@/features/home/pages/auction-home-page';
import { AuctionStatusLive } from '@/features/auctions/components/public/auction-status-live';
import { UpcomingLotsSection } from '@/features/auctions/components/public/upcoming-lots-section';
import { useSession } from '@/features/auth/hooks/use-session';
import { PublicNewsSection } from '@/features/news/components/public-news-section';

/**
 * `/eauction_home`, `/user_auctions/eauction_home`, `/user_auctions/eauction_home_page`: the auction home
 * with the lots of upcoming and running auctions (live) and the news.
 */
export default function Component() {
  const { user } = useSession();
  return (
    <AuctionHomePage>
      <AuctionStatusLive />
      <UpcomingLotsSection signedIn={user !== null} />
      <PublicNewsSection />
    </AuctionHomePage>
  );
}
