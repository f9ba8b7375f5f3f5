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
import { individuals } from '../individuals';
import { portalCases } from '../portal-cases';
import { portalAuthorizationTypes, portalDecisionTypes, portalGoodsTypes, tariffs } from '../vocabularies';

// The customs tariff is a vocabulary (the authority administers it): its table is the vocabularies module's.
export { tariffs };
import { money, timestamps } from '../../platform/db/columns';

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
    /**
     * Whom it is addressed to: a company or a person (the subject of the case it decided). Only they, and those
     * filing for them, learn of it; a decision addressed to nobody (none is) is nobody's.
     */
    addresseeCompanyId: integer('addressee_company_id').references(() => companies.id),
    addresseeIndividualId: integer('addressee_individual_id').references(() => individuals.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('issued_decisions_number_idx').on(t.decisionNumber),
    check(
      'issued_decisions_addressee_check',
      sql`num_nonnulls(${t.addresseeCompanyId}, ${t.addresseeIndividualId}) <= 1`,
    ),
  ],
);

// The records of the authorization, movement certificate, BTI and IPR kinds.

/** The authorization asked for by an authorization case (one per case); the number and validity once approved. */
export const authorizations = pgTable(
  'authorizations',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => portalCases.id),
    authorizationTypeId: integer('authorization_type_id').references(() => portalAuthorizationTypes.id),
    description: text('description'),
    /** Where the customs procedure takes place (premises, warehouse). */
    location: text('location'),
    requestedFrom: date('requested_from'),
    requestedTo: date('requested_to'),
    authorizationNumber: text('authorization_number'),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('authorizations_case_idx').on(t.caseId)],
);

/** The licence asked for by an authorization case for a licence (one per case); the number and validity once approved. */
export const portalLicences = pgTable(
  'portal_licences',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => portalCases.id),
    goodsTypeId: integer('goods_type_id').references(() => portalGoodsTypes.id),
    description: text('description'),
    requestedFrom: date('requested_from'),
    requestedTo: date('requested_to'),
    licenceNumber: text('licence_number'),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('portal_licences_case_idx').on(t.caseId)],
);

/** The goods of an authorization case by tariff code. */
export const authorizationTariffs = pgTable(
  'authorization_tariffs',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => portalCases.id),
    tariffId: integer('tariff_id')
      .notNull()
      .references(() => tariffs.id),
    code: text('code').notNull(),
    description: text('description'),
    quantity: numeric('quantity', { precision: 18, scale: 3, mode: 'number' }),
    value: money('value'),
    ...timestamps(),
  },
  (t) => [
    index('authorization_tariffs_case_idx').on(t.caseId),
    index('authorization_tariffs_tariff_idx').on(t.tariffId),
  ],
);

/**
 * The movement certificate (EUR.1 and the like) of a movement certificate case: the export declaration it rests
 * on, the parties and countries; once approved its number, an unguessable `urlNumber` for the public display page,
 * the issue date and validity, and a revocation.
 */
export const movementCertificates = pgTable(
  'movement_certificates',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => portalCases.id),
    declarationNumber: text('declaration_number'),
    declarationOffice: text('declaration_office'),
    declarationYear: integer('declaration_year'),
    exporter: text('exporter'),
    consignee: text('consignee'),
    countryOfOrigin: text('country_of_origin'),
    countryOfDestination: text('country_of_destination'),
    transportDetails: text('transport_details'),
    remarks: text('remarks'),
    certificateNumber: text('certificate_number'),
    urlNumber: text('url_number'),
    /**
     * The verification token printed in the certificate's QR code beside the urlNumber: only the genuine document
     * carries it, and only with it does the public display tell a revoked certificate from an unknown one
     * (docs/adr/0072-revoked-certificate-display.md).
     */
    verificationToken: text('verification_token'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    validUntil: date('valid_until'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why an officer revoked it: shown to the holder, never on the public display. */
    revokedReason: text('revoked_reason'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('movement_certificates_case_idx').on(t.caseId),
    uniqueIndex('movement_certificates_url_number_idx').on(t.urlNumber),
    uniqueIndex('movement_certificates_number_idx').on(t.certificateNumber),
  ],
);

/** The goods of a movement certificate case, at 1-based positions (`itemNumber`). */
export const movementCertificateGoods = pgTable(
  'movement_certificate_goods',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => portalCases.id),
    itemNumber: integer('item_number').notNull(),
    marksAndNumbers: text('marks_and_numbers'),
    packages: text('packages'),
    description: text('description').notNull(),
    tariffCode: text('tariff_code'),
    grossMass: numeric('gross_mass', { precision: 18, scale: 3, mode: 'number' }),
    quantity: numeric('quantity', { precision: 18, scale: 3, mode: 'number' }),
    unit: text('unit'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('movement_certificate_goods_position_idx').on(t.caseId, t.itemNumber)],
);

/** The invoices of a movement certificate case, at 1-based positions (`itemNumber`). */
export const movementCertificateInvoices = pgTable(
  'movement_certificate_invoices',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => portalCases.id),
    itemNumber: integer('item_number').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: date('invoice_date'),
    amount: money('amount'),
    currency: text('currency'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('movement_certificate_invoices_position_idx').on(t.caseId, t.itemNumber)],
);

/** The binding tariff information asked for by a BTI case (one per case); reference and validity once approved. */
export const btis = pgTable(
  'btis',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => portalCases.id),
    goodsDescription: text('goods_description'),
    commercialName: text('commercial_name'),
    proposedTariffCode: text('proposed_tariff_code'),
    /** The code the officer decided on approval (it may differ from the proposed one). */
    decidedTariffCode: text('decided_tariff_code'),
    /** Why the goods fall under the decided code: the officer's, on approval. */
    classificationJustification: text('classification_justification'),
    reference: text('reference'),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('btis_case_idx').on(t.caseId),
    uniqueIndex('btis_reference_idx').on(t.reference),
    index('btis_decided_code_idx').on(t.decidedTariffCode),
  ],
);

/** The application for action of an IPR case (one per case): the right holder's request; validity once approved. */
export const iprApplications = pgTable(
  'ipr_applications',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => portalCases.id),
    rightHolder: text('right_holder'),
    representative: text('representative'),
    description: text('description'),
    applicationNumber: text('application_number'),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('ipr_applications_case_idx').on(t.caseId)],
);

/** The intellectual property rights of an IPR case, at 1-based positions (`itemNumber`). */
export const iprRights = pgTable(
  'ipr_rights',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => portalCases.id),
    itemNumber: integer('item_number').notNull(),
    rightType: text('right_type').notNull(),
    rightNumber: text('right_number').notNull(),
    description: text('description'),
    validUntil: date('valid_until'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('ipr_rights_position_idx').on(t.caseId, t.itemNumber)],
);

/** The goods an IPR case protects, at 1-based positions (`itemNumber`). */
export const iprGoods = pgTable(
  'ipr_goods',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => portalCases.id),
    itemNumber: integer('item_number').notNull(),
    description: text('description').notNull(),
    tariffCode: text('tariff_code'),
    distinguishingFeatures: text('distinguishing_features'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('ipr_goods_position_idx').on(t.caseId, t.itemNumber)],
);

/**
 * The expiry reminders mailed (ADR 0078): one row per document (`kind` of My decisions and the record's id),
 * inserted in the transaction that queues the mails, so a document is reminded once however many instances run the
 * daily job at once.
 */
export const decisionExpiryReminders = pgTable(
  'decision_expiry_reminders',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    recordId: integer('record_id').notNull(),
    /** The last valid day it was reminded of. */
    validTo: date('valid_to').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('decision_expiry_reminders_record_idx').on(t.kind, t.recordId)],
);
