import { Navigate, useParams } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { LotPage } from '@/features/auctions/components/public/lot-page';
import { auctionViewerOf } from '@/features/auctions/lib/lot-registration';
import { ProductGallery } from '@/features/products/components/product-gallery';
import { paths } from '../../paths';

const ID = /^[1-9]\d{0,9}$/;

/** `/user_auctions/lot/:auctionId/:lotId`: one lot's details, products and participation request. */
export default function Component() {
  const { auctionId, lotId } = useParams();
  const { user } = useSession();
  if (!auctionId || !lotId || !ID.test(auctionId) || !ID.test(lotId)) return <Navigate to={paths.notFound} replace />;
  return (
    <LotPage
      key={`${auctionId}/${lotId}`}
      auctionId={Number(auctionId)}
      lotId={Number(lotId)}
      viewer={auctionViewerOf(user)}
      renderProducts={(products) => <ProductGallery products={products} />}
    />
  );
}
