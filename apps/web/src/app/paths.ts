/**
 * The route path registry. Defined in `shared/config/paths.ts` because features link to routes
 * too and may not import the app layer; the app layer imports it from here.
 */
export { paths, resolvePageUrl } from '@/shared/config/paths';
