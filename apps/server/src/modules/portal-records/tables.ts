import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { portalCases } from '../portal-cases/tables';
import { portalDecisionTypes } from '../vocabularies/tables';
import { timestamps } from '../../platform/db/columns';

/** A customs declaration (SAD) a complaint case is about; the office is a code of the office-locations vocabulary. */
export const customsDeclarations = pgTable(
  'customs_declarations',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => portalCases.id),
    declarationNumber: text('declaration_number').notNull(),
    declarationOffice: text('declaration_office').notNull(),
    declarationYear: integer('declaration_year').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('customs_declarations_case_idx').on(t.caseId),
    uniqueIndex('customs_declarations_unique_idx').on(
      t.caseId,
      t.declarationOffice,
      t.declarationYear,
      t.declarationNumber,
    ),
  ],
);

/** The decision a complaint case is about: one per case. */
export const complaintDecisions = pgTable(
  'complaint_decisions',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => portalCases.id),
    decisionNumber: text('decision_number').notNull(),
    decisionTypeId: integer('decision_type_id').references(() => portalDecisionTypes.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('complaint_decisions_case_idx').on(t.caseId),
    index('complaint_decisions_number_idx').on(t.decisionNumber),
  ],
);

/**
 * The authority's register of decisions it has issued (seeded with past ones; the portal's own decisions are added
 * when an officer decides a case): `check_decision_number` answers the type of a registered number.
 */
export const issuedDecisions = pgTable(
  'issued_decisions',
  {
    id: serial('id').primaryKey(),
    decisionNumber: text('decision_number').notNull(),
    decisionTypeId: integer('decision_type_id')
      .notNull()
      .references(() => portalDecisionTypes.id),
    issuedOn: date('issued_on').notNull(),
    /** The portal case it decided, when the portal issued it. */
    caseId: integer('case_id').references(() => portalCases.id),
    ...timestamps(),
  },
  (t) => [uniqueIndex('issued_decisions_number_idx').on(t.decisionNumber)],
);
