import { useState } from 'react';
import type { ProductView } from '@portal/contracts/products';
import { ProductCard } from './product-card';
import { ProductDetailDialog } from './product-detail-dialog';

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16 } as const;

/** Given products (a lot's) as cards with their first photo; a card opens the details with every photo. */
export function ProductGallery({ products }: { products: ProductView[] }) {
  const [open, setOpen] = useState<ProductView | null>(null);
  return (
    <>
      <div style={GRID} data-testid="product-gallery">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} onOpen={() => setOpen(product)} />
        ))}
      </div>
      {open && <ProductDetailDialog product={open} onClose={() => setOpen(null)} />}
    </>
  );
}
