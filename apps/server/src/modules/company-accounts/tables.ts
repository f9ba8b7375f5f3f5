import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';
import { companies } from '../companies';
import { licenseTypes } from '../vocabularies';

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
