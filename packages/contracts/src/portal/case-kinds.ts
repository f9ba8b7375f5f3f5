// The six case kinds and the document type groups as plain lists, without zod: what other contracts (the
// vocabularies) and the web app's first screen need of the portal, without its schemas (ADR 0108). The schemas built
// on them are portal-cases.ts's, which re-exports both.

export const CASE_TYPES = ['GENERAL', 'COMPLAINT', 'AUTHORIZATION', 'MOVEMENT_CERTIFICATE', 'BTI', 'IPR'] as const;

/**
 * The document type groups of `portal_document_types/by_code` (spec §7): each document type belongs to one; a
 * kind's required types are the `required` types of its group. AUTHORITY holds what the customs office issues
 * (receipts, requests for information, decisions); REPRESENTATION the power of attorney, offered with every filer's
 * group (ADR 0075).
 */
export const PORTAL_DOCUMENT_GROUPS = [
  'AUTHORIZATION',
  'AUTH_WORD',
  'LICENCE',
  'LICENCE_WORD',
  'COMPLAINT_GENERAL',
  'BTI_REQUIRED',
  'IPR_REQUIRED',
  'MOVEMENT_REQUIRED',
  'AUTHORITY',
  'REPRESENTATION',
] as const;
export type PortalDocumentGroup = (typeof PORTAL_DOCUMENT_GROUPS)[number];
