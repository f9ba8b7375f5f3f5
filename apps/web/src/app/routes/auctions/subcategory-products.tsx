import { Navigate, useParams } from 'react-router';
import { SubcategoryProducts } from '@/features/products/components/subcategory-products';
import { paths } from '../../paths';

/** `/subcategory/:id/products`: a subcategory's available products; a bad id is not found. */
export default function Component() {
  const { id } = useParams();
  if (!id || !/^[1-9]\d{0,9}$/.test(id)) return <Navigate to={paths.notFound} replace />;
  return <SubcategoryProducts subcategoryId={Number(id)} />;
}
