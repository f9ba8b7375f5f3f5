import { Navigate, useParams } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { BiddingScreen } from '@/features/bidding/components/bidding-screen';
import { ProductGallery } from '@/features/products/components/product-gallery';
import { paths } from '../../paths';

const ID = /^[1-9]\d{0,9}$/;

/** `/user_auctions/auction_bid/:auctionId`: live bidding on the auction's lots (public; bids need an approved request). */
export default function Component() {
  const { auctionId } = useParams();
  const { user } = useSession();
  if (!auctionId || !ID.test(auctionId)) return <Navigate to={paths.notFound} replace />;
  const viewerKey = user?.username ?? null;
  return (
    <BiddingScreen
      // Signing in or out starts the screen over: its answer depends on who asks.
      key={`${auctionId}/${viewerKey ?? ''}`}
      auctionId={Number(auctionId)}
      viewerKey={viewerKey}
      renderProducts={(products) => <ProductGallery products={products} />}
    />
  );
}
