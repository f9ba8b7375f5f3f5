import { pathGrantedByPages } from '@portal/contracts';
import {
  EDITABLE_PRODUCT_STATUSES,
  PRODUCT_PICTURE_BEAN,
  PRODUCT_PICTURE_EXTENSIONS,
  PRODUCTS_PAGE_URL,
  PUBLIC_PRODUCT_STATUSES,
} from '@portal/contracts/products';
import type { AuthContext } from '../../platform/http/access';
import { registerAttachmentBean } from '../attachments';
import { findProduct, PRODUCT_PUBLIC_TAGS, productShownPublicly } from './service';

const managesProducts = (auth: AuthContext | null) => !!auth && pathGrantedByPages(PRODUCTS_PAGE_URL, auth.pageUrls);

/**
 * Photos of a product (`product_picture`, objectId = product id): everyone sees those of AVAILABLE
 * products and of products in a lot of a public auction (`productShownPublicly`); staff with the
 * products page see all and change them while the product can be changed. Others get 404.
 */
export function registerProductPictures(): void {
  registerAttachmentBean(PRODUCT_PICTURE_BEAN, {
    extensions: PRODUCT_PICTURE_EXTENSIONS,
    publicTags: PRODUCT_PUBLIC_TAGS,
    async canRead({ db, auth }, objectId) {
      const product = await findProduct(db, objectId);
      if (!product) return 'not_found';
      if (product.status === 'AVAILABLE' || managesProducts(auth)) return true;
      // Products of lots in public auctions are shown on the auction and lot pages (and lot cards).
      return (await productShownPublicly(db, objectId)) ? true : 'not_found';
    },
    async canWrite({ db, auth }, objectId) {
      const product = await findProduct(db, objectId);
      if (!product) return 'not_found';
      if (!managesProducts(auth)) return PUBLIC_PRODUCT_STATUSES.includes(product.status) ? false : 'not_found';
      return EDITABLE_PRODUCT_STATUSES.includes(product.status);
    },
  });
}
