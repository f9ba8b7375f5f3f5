import { useQuery } from '@tanstack/react-query';
import { LotProductsDialog as Dialog, type ProductsRenderer } from '@/shared/ui/lot-products-dialog';
import { lotProductsQueryOptions } from '../api/get-lot-products';

export type { ProductsRenderer };

/** The products popup of a lot on the bidding screen. */
export function LotProductsDialog({
  lot,
  renderProducts,
  onClose,
}: {
  lot: { lotId: number; code: string };
  renderProducts: ProductsRenderer;
  onClose: () => void;
}) {
  const products = useQuery(lotProductsQueryOptions(lot.lotId));
  return <Dialog code={lot.code} products={products} renderProducts={renderProducts} onClose={onClose} />;
}
