import { useTranslation } from 'react-i18next';
import { localized } from '@portal/contracts/multilingual';
import { useActiveQuery } from '@/shared/admin-kit/api/get-active';
import { currentLanguage } from '@/shared/i18n/language';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { ProductsView } from './products-view';

type Subcategory = Record<string, unknown> & { id: number; category: Record<string, unknown> | null };

/** `/subcategory/{id}/products`: the available products of one subcategory, titled with its name. */
export function SubcategoryProducts({ subcategoryId }: { subcategoryId: number }) {
  const { t } = useTranslation();
  const subcategories = useActiveQuery<Subcategory>('product_subcategories');
  const subcategory = subcategories.data?.find((s) => s.id === subcategoryId);
  const title = subcategory ? localized(subcategory, 'label', currentLanguage) : t('product.products', 'Products');
  useDocumentTitle(title);
  return (
    <ProductsView
      key={subcategoryId}
      title={title}
      subtitle={subcategory?.category ? localized(subcategory.category, 'label', currentLanguage) : undefined}
      subcategoryId={subcategoryId}
    />
  );
}

/** `/user_auctions/available_products`: every available product. */
export function AvailableProducts() {
  const { t } = useTranslation();
  const title = t('page.user_auctions_available_products', 'Available products');
  useDocumentTitle(title);
  return <ProductsView title={title} />;
}
