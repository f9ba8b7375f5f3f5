import { LotProductsDialog as Dialog, type ProductsRenderer } from '@/shared/ui/lot-products-dialog';
import { usePublicLot } from '../../api/get-public-auction';

export type { ProductsRenderer };

/** Spec §2 "lot products" popup of the auction pages: the lot's products with their photos. */
export function LotProductsDialog({
  lot,
  renderProducts,
  onClose,
}: {
  lot: { id: number; code: string };
  renderProducts: ProductsRenderer;
  onClose: () => void;
}) {
  const query = usePublicLot(lot.id);
  const products = { ...query, data: query.data?.products, refetch: query.refetch };
  return <Dialog code={lot.code} products={products} renderProducts={renderProducts} onClose={onClose} />;
}
