import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { OFFICIAL_DOCUMENT_KINDS, STORED_VERIFICATION_STATUSES } from '@portal/contracts/document-verification';
import { oneOf } from '../../platform/db/columns';

/**
 * The register of the official PDFs the portal issued (docs/adr/0091-document-verification.md): one row per issued
 * file, found by the code printed on it. `ref_type` + `ref_id` name what the document is about (a portal case, an
 * auction) so the commands that revoke or supersede it can mark it; no foreign key across modules.
 */
export const documentVerifications = pgTable(
  'document_verifications',
  {
    id: serial('id').primaryKey(),
    /** Printed form `ABCD-EFGH-JK` (contracts `normalizeVerificationCode`). */
    code: text('code').notNull(),
    kind: text('kind', { enum: OFFICIAL_DOCUMENT_KINDS }).notNull(),
    /** The document's own number (the case's, the decision's, the certificate's, the auction's). */
    documentNumber: text('document_number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    language: text('language').notNull(),
    /** SHA-256 (hex) of the stored bytes, after sealing. */
    sha256: text('sha256').notNull(),
    refType: text('ref_type').notNull(),
    refId: integer('ref_id').notNull(),
    /** The last day of validity (a certificate, a BTI, a licence); expired after it. */
    validUntil: date('valid_until'),
    status: text('status', { enum: STORED_VERIFICATION_STATUSES }).notNull().default('VALID'),
    statusAt: timestamp('status_at', { withTimezone: true }),
    /** The seal of the issued bytes: whether sealed, whether intact (null: not checked), its subject, demo or not. */
    sealed: boolean('sealed').notNull().default(false),
    sealIntact: boolean('seal_intact'),
    sealSubject: text('seal_subject'),
    sealDemo: boolean('seal_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_verifications_code_idx').on(t.code),
    index('document_verifications_ref_idx').on(t.refType, t.refId, t.kind),
    check('document_verifications_kind_check', oneOf(t.kind, OFFICIAL_DOCUMENT_KINDS)),
    check('document_verifications_status_check', oneOf(t.status, STORED_VERIFICATION_STATUSES)),
  ],
);
