import { useEffect } from 'react';
import { PRODUCT_NAME } from '@/shared/config/product';

/** Sets the browser tab's title to the page's name and the product's. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
