import { BANK_GUARANTEE_STATUSES } from '@portal/contracts/bank-guarantees';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies';
import { users } from '../users';
import { banks } from '../vocabularies';
import { timestamps, oneOf } from '../../platform/db/columns';

/** Bank guarantees registered by users (DESIGN.md §5: ACTIVE → CANCELLED | INVALID | USED). */
export const bankGuarantees = pgTable(
  'bank_guarantees',
  {
    id: serial('id').primaryKey(),
    /** The owner: the registered user who recorded the guarantee. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The owner's company when the guarantee was recorded; null for individuals. */
    companyId: integer('company_id').references(() => companies.id),
    bankId: integer('bank_id')
      .notNull()
      .references(() => banks.id),
    guaranteeNumber: text('guarantee_number').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    status: text('status', { enum: BANK_GUARANTEE_STATUSES }).notNull().default('ACTIVE'),
    /** The staff's note of the last decision. */
    notes: text('notes'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByUsername: text('decided_by_username'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    // One guarantee number per bank, compared without case.
    uniqueIndex('bank_guarantees_bank_number_idx').on(t.bankId, sql`lower(${t.guaranteeNumber})`),
    index('bank_guarantees_user_idx').on(t.userId),
    index('bank_guarantees_company_idx').on(t.companyId),
    index('bank_guarantees_status_idx').on(t.status),
    check('bank_guarantees_amount_positive', sql`${t.amount} > 0`),
    check('bank_guarantees_valid_range', sql`${t.validTo} >= ${t.validFrom}`),
    check('bank_guarantees_status_known', oneOf(t.status, BANK_GUARANTEE_STATUSES)),
  ],
);
