import { AvailableProducts } from '@/features/products/components/subcategory-products';

/** `/user_auctions/available_products`: every available product. */
export default function Component() {
  return <AvailableProducts />;
}
