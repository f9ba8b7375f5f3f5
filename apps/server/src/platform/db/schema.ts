// Every table of the product, for Drizzle's query API and drizzle-kit's migrations.
export * from '../audit/tables';
export * from '../realtime/tables';
export * from '../captcha/tables';
export * from '../scheduler/tables';
export * from '../../modules/companies/tables';
export * from '../../modules/individuals/tables';
export * from '../../modules/users/tables';
export * from '../../modules/auth/tables';
export * from '../../modules/navigation/tables';
export * from '../../modules/settings/tables';
export * from '../../modules/vocabularies/tables';
export * from '../../modules/translations/tables';
export * from '../../modules/mail/tables';
export * from '../../modules/attachments/tables';
export * from '../../modules/registration/tables';
