// Feature contracts added later are imported by their own path (`@portal/contracts/auctions`), so the
// web app's first download does not carry every schema of the product.
import './common/zod-messages';

export * from './common/errors';
export * from './navigation/navigation';
export * from './common/languages';
export * from './accounts/auth';
export * from './navigation/routes';
export { validationMessageKey } from './common/zod-messages';
export * from './admin/settings';
export * from './common/dates';
export * from './common/validation-messages';
export * from './accounts/password-strength';
export * from './common/multilingual';
export * from './common/text';
export * from './common/progress';
export * from './common/paging';
export * from './admin/vocabularies';
export * from './admin/translations';
export * from './navigation/page-admin';
export * from './accounts/account-links';
export * from './accounts/registration';
export * from './admin/mail';
