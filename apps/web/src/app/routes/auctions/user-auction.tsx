import { Navigate, useParams } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { AuctionPage } from '@/features/auctions/components/public/auction-page';
import { auctionViewerOf } from '@/features/auctions/lib/lot-registration';
import { FollowButton } from '@/features/bidding/components/follow-button';
import { PublicNewsSection } from '@/features/news/components/public-news-section';
import { ProductGallery } from '@/features/products/components/product-gallery';
import { paths } from '../../paths';

const ID = /^[1-9]\d{0,9}$/;

/** `/user_auctions/auction/:auctionId`: an auction's lots and lot registration, with its news and the lots' products. */
export default function Component() {
  const { auctionId } = useParams();
  const { user } = useSession();
  if (!auctionId || !ID.test(auctionId)) return <Navigate to={paths.notFound} replace />;
  const id = Number(auctionId);
  return (
    <AuctionPage
      key={id}
      auctionId={id}
      viewer={auctionViewerOf(user)}
      renderProducts={(products) => <ProductGallery products={products} />}
      news={<PublicNewsSection auctionId={id} />}
      follow={<FollowButton target={{ auctionId: id }} signedIn={user !== null} />}
    />
  );
}
