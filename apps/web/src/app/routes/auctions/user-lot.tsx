import { Navigate, useParams } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { LotPage } from '@/features/auctions/components/public/lot-page';
import { auctionViewerOf } from '@/features/auctions/lib/lot-registration';
import { BidHistory } from '@/features/bidding/components/bid-history';
import { FollowButton } from '@/features/bidding/components/follow-button';
import { ProductGallery } from '@/features/products/components/product-gallery';
import { paths } from '../../paths';

const ID = /^[1-9]\d{0,9}$/;

/** `/user_auctions/lot/:auctionId/:lotId`: one lot's details, products, bid history and participation request. */
export default function Component() {
  const { auctionId, lotId } = useParams();
  const { user } = useSession();
  if (!auctionId || !lotId || !ID.test(auctionId) || !ID.test(lotId)) return <Navigate to={paths.notFound} replace />;
  const id = Number(lotId);
  return (
    <LotPage
      key={`${auctionId}/${lotId}`}
      auctionId={Number(auctionId)}
      lotId={id}
      viewer={auctionViewerOf(user)}
      renderProducts={(products) => <ProductGallery products={products} />}
      follow={<FollowButton target={{ lotId: id }} signedIn={user !== null} />}
      bidHistory={<BidHistory lotId={id} />}
    />
  );
}
