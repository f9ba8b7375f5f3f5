import { z } from 'zod';
import { idParamSchema, textSchema } from '../common/input';
import { LANGUAGES } from '../common/languages';
import '../common/zod-messages';
import { PORTAL_DOCUMENT_DIRECTIONS, PORTAL_DOCUMENT_GROUPS, type PortalDocumentGroup } from './portal-cases';

/**
 * The documents of a customs case (customs-portal spec §3 "Portal document", §7 "Documents"): OUTGOING ones the
 * filer sends, INCOMING ones the authority issues. Each carries one file, stored as an attachment of the bean
 * below (objectId = the document's id): `POST /portal_attachments/{documentId}` replaces it and
 * `GET /portal_attachments/get/{attachmentId}` downloads it.
 */
export const PORTAL_DOCUMENT_BEAN = 'portal_document';

export const PORTAL_DOCUMENT_DESCRIPTION_MAX = 1000;
/** The outgoing documents one case may hold (a case has a handful; the bound keeps its lists small). */
export const PORTAL_DOCUMENTS_PER_CASE_MAX = 100;

/** Refusals of the documents calls (the case's own are `CASE_ERROR` of portal-cases). */
export const PORTAL_DOCUMENT_ERROR = {
  /** 400 on `typeId`: the type is not of the case's group, inactive or unknown. */
  typeNotAllowed: 'portal.document_type_not_allowed',
  /** 409: the document was issued by the authority; the filer cannot change or delete it. */
  fromAuthority: 'portal.document_from_authority',
  /** 409: the case already holds `PORTAL_DOCUMENTS_PER_CASE_MAX` outgoing documents. */
  tooMany: 'portal.too_many_documents',
} as const;

/**
 * The authority's own document types: the AUTHORITY group, what the customs office issues on a case (receipts,
 * requests for information, decisions). The portal issues them by code, so such a type is never deleted and keeps
 * its code and its group; its labels, `active` and `required` stay editable. No other type joins the group (made
 * in it, or moved into it), so the group is exactly the types the portal issues.
 */
export const AUTHORITY_DOCUMENT_GROUP = 'AUTHORITY' satisfies PortalDocumentGroup;
/** The fields an authority type keeps (locked on its edit screen). */
export const AUTHORITY_DOCUMENT_TYPE_FIXED_FIELDS = ['code', 'groupCode'] as const;
/** 409 (and a refused import row): the change would delete an authority type, change its code or group, or add one. */
export const AUTHORITY_DOCUMENT_TYPE_ERROR = 'portal.authority_document_type_fixed' as const;

/** Whether a document type (a stored record, or the values of one) is one of the authority's own. */
export const isAuthorityDocumentType = (type: { groupCode?: unknown } | null | undefined): boolean =>
  type?.groupCode === AUTHORITY_DOCUMENT_GROUP;

/**
 * Why a change of a document type is refused, or null when it is allowed: `before` is the stored type (undefined
 * when one is created), `after` the values saved (undefined when it is deleted). `field` names the field the
 * refusal is about (the group, unless the code changed).
 */
export function authorityDocumentTypeRefusal(
  before: { code?: unknown; groupCode?: unknown } | undefined,
  after: { code?: unknown; groupCode?: unknown } | undefined,
): { field: 'code' | 'groupCode'; key: typeof AUTHORITY_DOCUMENT_TYPE_ERROR } | null {
  const refused = (field: 'code' | 'groupCode') => ({ field, key: AUTHORITY_DOCUMENT_TYPE_ERROR });
  if (isAuthorityDocumentType(before)) {
    if (!after) return refused('groupCode');
    if (after.code !== before!.code) return refused('code');
    if (after.groupCode !== before!.groupCode) return refused('groupCode');
    return null;
  }
  return isAuthorityDocumentType(after) ? refused('groupCode') : null;
}

/** Whether the group `group` may be chosen for `type` (a stored type, or a new one): AUTHORITY only for its own. */
export const documentGroupSelectable = (group: unknown, type: { groupCode?: unknown } | null | undefined) =>
  group !== AUTHORITY_DOCUMENT_GROUP || isAuthorityDocumentType(type);

const labels = { labelSQ: z.string(), labelEN: z.string(), labelSR: z.string() };

/** A document type as `portal_document_types/by_code` answers it (the active types of one group). */
export const portalDocumentTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  groupCode: z.enum(PORTAL_DOCUMENT_GROUPS),
  required: z.boolean(),
  ...labels,
});
export type PortalDocumentType = z.infer<typeof portalDocumentTypeSchema>;

/** The document's file (no storage details). */
export const portalDocumentFileSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  sha256: z.string(),
});
export type PortalDocumentFile = z.infer<typeof portalDocumentFileSchema>;

export const portalDocumentSchema = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  description: z.string().nullable(),
  documentType: z.object({ id: z.number().int(), code: z.string(), required: z.boolean(), ...labels }),
  direction: z.enum(PORTAL_DOCUMENT_DIRECTIONS),
  /** Null only when its file was removed on its own (the filer then attaches a new one). */
  attachment: portalDocumentFileSchema.nullable(),
  createdAt: z.string(),
  /** Who added it: the filer's side, or the officer (null for what the system issued by itself). */
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type PortalDocument = z.infer<typeof portalDocumentSchema>;

const description = textSchema()
  .trim()
  .max(PORTAL_DOCUMENT_DESCRIPTION_MAX)
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * The text fields of `POST /portal_documents` (multipart/form-data, sent with exactly one file in the field
 * `file`): the case, the document type and an optional description.
 */
export const addPortalDocumentFieldsSchema = z.object({
  caseId: idParamSchema,
  typeId: idParamSchema,
  description,
});
export type AddPortalDocumentFields = z.infer<typeof addPortalDocumentFieldsSchema>;

/** `GET /portal_documents/edit_portal_document?id=&description=&typeId=` (the spec's GET). */
export const editPortalDocumentQuerySchema = z.object({
  id: idParamSchema,
  typeId: idParamSchema,
  description,
});
export type EditPortalDocumentQuery = z.infer<typeof editPortalDocumentQuerySchema>;

/** `GET /portal_document_types/by_code?code=<group>`. */
/**
 * `GET /portal_documents/by_case_id/{id}` and the by-direction lists: `lang`, the interface language the web shows
 * (issued documents' descriptions in it; the reader's language when absent).
 */
export const caseDocumentsQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });
export type CaseDocumentsQuery = z.infer<typeof caseDocumentsQuerySchema>;

export const documentTypesByCodeQuerySchema = z.object({ code: z.enum(PORTAL_DOCUMENT_GROUPS) });

/** A required type of a case's group and whether an outgoing document of it (with its file) is on the case. */
export type RequiredDocumentCheck = { type: PortalDocumentType; present: boolean };

/** The required types of `types` with a tick when `documents` hold an outgoing one with a file (spec §4 submit). */
export function requiredDocumentChecks(
  types: readonly PortalDocumentType[],
  documents: readonly Pick<PortalDocument, 'direction' | 'attachment' | 'documentType'>[],
): RequiredDocumentCheck[] {
  const present = new Set(
    documents.filter((d) => d.direction === 'OUTGOING' && d.attachment !== null).map((d) => d.documentType.id),
  );
  return types.filter((type) => type.required).map((type) => ({ type, present: present.has(type.id) }));
}
