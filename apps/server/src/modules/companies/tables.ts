import { boolean, date, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_unique_number_idx').on(t.companyUniqueNumber)],
);
