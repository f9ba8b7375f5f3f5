// Feature contracts added later are imported by their own path (`@portal/contracts/auctions`), so the
// web app's first download does not carry every schema of the product.
import './zod-messages';

export * from './errors';
export * from './navigation';
export * from './languages';
export * from './auth';
export * from './routes';
export { validationMessageKey } from './zod-messages';
export * from './settings';
export * from './dates';
export * from './validation-messages';
export * from './password-strength';
export * from './multilingual';
export * from './text';
export * from './progress';
export * from './paging';
export * from './vocabularies';
export * from './translations';
export * from './page-admin';
export * from './account-links';
export * from './registration';
export * from './mail';
