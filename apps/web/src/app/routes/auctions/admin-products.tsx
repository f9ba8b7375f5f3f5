import { ProductsAdminScreen } from '@/features/products/components/products-admin-screen';

/** `/admin/products/products/:id?`: products administration. */
export default function Component() {
  return <ProductsAdminScreen />;
}
