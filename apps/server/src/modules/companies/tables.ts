import { boolean, date, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
