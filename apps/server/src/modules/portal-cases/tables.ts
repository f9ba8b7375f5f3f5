import { CASE_EVENT_KINDS, CASE_LINK_TYPES, CASE_STATUSES, CASE_TYPES } from '@portal/contracts/portal-cases';
import { OPEN_CASE_STATUSES } from '@portal/contracts/portal-processing';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies';
import { individuals } from '../individuals';
import { users } from '../users';
import { caseSubTypes } from '../vocabularies';
import { oneOf, timestamps } from '../../platform/db/columns';

/** A customs portal case: filed by a user, about exactly one individual or company (the filer's own one or another's). */
export const portalCases = pgTable(
  'portal_cases',
  {
    id: serial('id').primaryKey(),
    /** Readable and unique per kind and year (`GEN-2026-000123`), given at creation. */
    number: text('number').notNull(),
    caseType: text('case_type', { enum: CASE_TYPES }).notNull(),
    status: text('status', { enum: CASE_STATUSES }).notNull().default('DRAFT'),
    subTypeId: integer('sub_type_id').references(() => caseSubTypes.id),
    subject: text('subject').notNull(),
    description: text('description'),
    /** Authorization cases: a licence rather than an authorization. */
    licence: boolean('licence').notNull().default(false),
    /** Complaint cases: about customs declarations (true) or about a decision (false). */
    customsDeclarationDecision: boolean('customs_declaration_decision'),
    filerUserId: integer('filer_user_id')
      .notNull()
      .references(() => users.id),
    /** The filer's company when they filed as its user (its other users share the case); null for persons and intermediaries. */
    filerCompanyId: integer('filer_company_id').references(() => companies.id),
    aboutIndividualId: integer('about_individual_id').references(() => individuals.id),
    aboutCompanyId: integer('about_company_id').references(() => companies.id),
    assignedOfficerId: integer('assigned_officer_id').references(() => users.id),
    /** General cases registered in the authority's registry (`general_cases/integrate`). */
    protocolNumber: text('protocol_number'),
    integratedAt: timestamp('integrated_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    correctionsDueAt: timestamp('corrections_due_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * The party an intermediary filed the case for withdrew the intermediary's authority for it: the filer no longer
     * sees it; the case goes on, shown to the party.
     */
    representationRevokedAt: timestamp('representation_revoked_at', { withTimezone: true }),
    /** While the party is asked (a request for information or a hearing): since when the decision's period stops. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** The last intent to reject (ADR 0074): its reasons, when it went out, the party's deadline, their answer. */
    hearingReasons: text('hearing_reasons'),
    hearingSentAt: timestamp('hearing_sent_at', { withTimezone: true }),
    hearingDueAt: timestamp('hearing_due_at', { withTimezone: true }),
    hearingAnsweredAt: timestamp('hearing_answered_at', { withTimezone: true }),
    /** The party answered the officer's request or intent; cleared when the officer acts again. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /**
     * A case started from a decision of My decisions to amend or renew it (ADR 0081): the case the decision was issued
     * on, and how this one relates to it. Once this case is approved, the original's documents are superseded.
     */
    linkedCaseId: integer('linked_case_id').references((): AnyPgColumn => portalCases.id),
    linkType: text('link_type', { enum: CASE_LINK_TYPES }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('portal_cases_number_idx').on(t.number),
    // Each part of a caller's cases (`callerCasesParts`, ADR 0104) with the columns that tell it, so My cases counts
    // each from its index alone.
    index('portal_cases_filer_idx').on(t.filerUserId, t.representationRevokedAt),
    index('portal_cases_filer_company_idx').on(t.filerCompanyId, t.filerUserId, t.representationRevokedAt),
    // The officer queue (ADR 0099): its condition (status, submitted, not the officer's own) and the columns of its
    // sorts in the index, so its count and its sorted pages read the index alone.
    index('portal_cases_status_idx').on(t.status, t.submittedAt, t.dueAt, t.filerUserId, t.id),
    // The queue's default order (ADR 0103): the open cases by submission, with what its two bands (overdue or not)
    // and the officer's own cases are told by, so a page of either band is read in order and stops at the page.
    index('portal_cases_open_idx')
      .on(t.submittedAt, t.id, t.dueAt, t.filerUserId, t.status)
      .where(sql`${t.status} in (${sql.raw(OPEN_CASE_STATUSES.map((status) => `'${status}'`).join(', '))})`),
    index('portal_cases_about_individual_idx').on(t.aboutIndividualId, t.filerCompanyId, t.submittedAt, t.filerUserId),
    index('portal_cases_about_company_idx').on(t.aboutCompanyId, t.filerCompanyId, t.submittedAt, t.filerUserId),
    index('portal_cases_officer_idx').on(t.assignedOfficerId),
    check('portal_cases_type_check', oneOf(t.caseType, CASE_TYPES)),
    check('portal_cases_status_check', oneOf(t.status, CASE_STATUSES)),
    index('portal_cases_linked_idx').on(t.linkedCaseId),
    check('portal_cases_link_check', sql`(${t.linkedCaseId} is null) = (${t.linkType} is null)`),
    check('portal_cases_link_type_check', oneOf(t.linkType, CASE_LINK_TYPES)),
    check('portal_cases_about_one_check', sql`num_nonnulls(${t.aboutIndividualId}, ${t.aboutCompanyId}) = 1`),
  ],
);

/** The last sequence number given per case type and year. */
export const caseNumberCounters = pgTable(
  'case_number_counters',
  {
    caseType: text('case_type', { enum: CASE_TYPES }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.caseType, t.year] })],
);

/** The timeline of a case: each transition and notable act, shown to the filer and the officer. */
export const portalCaseEvents = pgTable(
  'portal_case_events',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => portalCases.id),
    kind: text('kind', { enum: CASE_EVENT_KINDS }).notNull(),
    fromStatus: text('from_status', { enum: CASE_STATUSES }),
    toStatus: text('to_status', { enum: CASE_STATUSES }),
    actorUserId: integer('actor_user_id').references(() => users.id),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('portal_case_events_case_idx').on(t.caseId, t.id),
    check('portal_case_events_kind_check', oneOf(t.kind, CASE_EVENT_KINDS)),
  ],
);

/** The forum of a case (one per case, made with it). */
export const portalForums = pgTable(
  'portal_forums',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => portalCases.id),
  },
  (t) => [uniqueIndex('portal_forums_case_idx').on(t.caseId)],
);
