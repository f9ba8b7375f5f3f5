import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies';
import { individuals } from '../individuals';
import { users } from '../users';
import { timestamps } from '../../platform/db/columns';

/**
 * The representations register (ADR 0075): a party — a company (any of its users grants) or a person — names an
 * intermediary's account that may submit customs cases for it, until an optional last day, revocable. Rows are
 * never deleted: a revoked one keeps when and by whom.
 */
export const portalRepresentations = pgTable(
  'portal_representations',
  {
    id: serial('id').primaryKey(),
    grantorCompanyId: integer('grantor_company_id').references(() => companies.id),
    grantorIndividualId: integer('grantor_individual_id').references(() => individuals.id),
    intermediaryUserId: integer('intermediary_user_id')
      .notNull()
      .references(() => users.id),
    /** The last day it holds (inclusive, in the business time zone); null: until revoked. */
    endsOn: date('ends_on'),
    grantedByUserId: integer('granted_by_user_id')
      .notNull()
      .references(() => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByUserId: integer('revoked_by_user_id').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    index('portal_representations_company_idx').on(t.grantorCompanyId),
    index('portal_representations_individual_idx').on(t.grantorIndividualId),
    index('portal_representations_intermediary_idx').on(t.intermediaryUserId),
    check(
      'portal_representations_grantor_one_check',
      sql`num_nonnulls(${t.grantorCompanyId}, ${t.grantorIndividualId}) = 1`,
    ),
  ],
);
