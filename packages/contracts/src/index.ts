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
