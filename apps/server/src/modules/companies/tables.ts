import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { licenseTypes } from '../vocabularies/tables';
import { timestamps } from '../../platform/db/columns';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    companyUniqueNumber: text('company_unique_number').notNull(),
    fiscalNumber: text('fiscal_number'),
    companyName: text('company_name').notNull(),
    companyPhone: text('company_phone'),
    address: text('address'),
    constitutionDate: date('constitution_date'),
    placeName: text('place_name'),
    registerNumber: text('register_number'),
    isIntermediary: boolean('is_intermediary').notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex('companies_unique_number_idx').on(t.companyUniqueNumber)],
);

/** Licences a company holds: a licence type of the vocabulary, valid from one day to another (both included). */
export const traderLicenseTypes = pgTable(
  'trader_license_types',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    licenseTypeId: integer('license_type_id')
      .notNull()
      .references(() => licenseTypes.id),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('trader_license_types_company_idx').on(t.companyId),
    index('trader_license_types_license_type_idx').on(t.licenseTypeId),
    check('trader_license_types_validity_check', sql`${t.validTo} >= ${t.validFrom}`),
  ],
);
