// The public surface of the products module: what other modules and the app may use. Everything else is private.
export { productRoutes } from './routes';
export {
  changeProductStatus,
  findProduct,
  firstPhotoIds,
  getProduct,
  productIdByCode,
  productViewsByIds,
  registerProductPublicCheck,
  registerProductUsage,
} from './service';
// Its tables, for the foreign keys of other modules' tables.
export { products } from './tables';
