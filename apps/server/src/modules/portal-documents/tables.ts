import { PORTAL_DOCUMENT_DIRECTIONS } from '@portal/contracts/portal-cases';
import type { TextInEveryLanguage } from '@portal/contracts/multilingual';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { portalCases } from '../portal-cases';
import { users } from '../users';
import { portalDocumentTypes } from '../vocabularies';
import { oneOf, timestamps } from '../../platform/db/columns';

/**
 * A document of a case: OUTGOING ones are sent by the filer, INCOMING ones issued by the authority (receipts,
 * requests for information, decisions). Its file is an attachment (bean `portal_document`, objectId = id).
 * `description` is the filer's free text, or for an issued document its text in the language of its PDF (the
 * filer's); an issued document also keeps `descriptions`, its text in every interface language, of which the reader
 * sees theirs (ADR 0077). Issued before that, it may have none: its one text is then shown.
 */
export const portalDocuments = pgTable(
  'portal_documents',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => portalCases.id),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => portalDocumentTypes.id),
    description: text('description'),
    descriptions: jsonb('descriptions').$type<TextInEveryLanguage>(),
    direction: text('direction', { enum: PORTAL_DOCUMENT_DIRECTIONS }).notNull(),
    authorUserId: integer('author_user_id').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    index('portal_documents_case_idx').on(t.caseId, t.direction),
    index('portal_documents_type_idx').on(t.documentTypeId),
    check('portal_documents_direction_check', oneOf(t.direction, PORTAL_DOCUMENT_DIRECTIONS)),
  ],
);
