import { boolean, date, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /**
     * The intermediary who entered the record for a customs case (a company not on file), who may read it back; null
     * for records of registration and staff, and once an account holds the record. A user id without a foreign
     * key: users sit above this module (a key would be a cycle); ids are never reused, a deleted account's
     * matches nobody.
     */
    enteredBy: integer('entered_by'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('companies_unique_number_idx').on(t.companyUniqueNumber)],
);
