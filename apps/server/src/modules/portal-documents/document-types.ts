import {
  PORTAL_DOCUMENT_GROUPS,
  documentGroupAllowedOnCase,
  type PortalDocumentGroup,
} from '@portal/contracts/portal-cases';
import type { PortalDocumentType } from '@portal/contracts/portal-documents';
import type { Db } from '../../platform/db/database';
import { activeVocabulary, rowsByCode, vocabularyDefinition, vocabularyRecordsByIds } from '../vocabularies';

// The document types as this module reads them, through the vocabularies module's door.

/** A document type with whether it may still be chosen. */
export type DocumentTypeEntry = PortalDocumentType & { active: boolean };

const isGroup = (value: unknown): value is PortalDocumentGroup =>
  (PORTAL_DOCUMENT_GROUPS as readonly unknown[]).includes(value);

function entryOf(row: Record<string, unknown>): DocumentTypeEntry | undefined {
  if (typeof row.id !== 'number' || !isGroup(row.groupCode)) return undefined;
  return {
    id: row.id,
    code: String(row.code),
    groupCode: row.groupCode,
    required: row.required === true,
    labelSQ: String(row.labelSQ),
    labelEN: String(row.labelEN),
    labelSR: String(row.labelSR),
    active: row.active !== false,
  };
}

const entries = (rows: Iterable<Record<string, unknown>>) =>
  [...rows].map(entryOf).filter((e): e is DocumentTypeEntry => e !== undefined);

/** Types by id, active or not (the labels of existing documents); unknown ids are absent. */
export async function documentTypesByIds(db: Db, ids: number[]): Promise<Map<number, DocumentTypeEntry>> {
  const rows = await vocabularyRecordsByIds(db, 'portal_document_types', ids);
  return new Map(entries(rows.values()).map((e) => [e.id, e]));
}

/** One type by its code, active or not. */
export async function documentTypeByCode(db: Db, code: string): Promise<DocumentTypeEntry | undefined> {
  const [entry] = entries(await rowsByCode(db, vocabularyDefinition('portal_document_types'), [code]));
  return entry;
}

/**
 * The active types a filer picks from for a case of a group (a vocabulary is small): the group's own and those every
 * filer's group offers (REPRESENTATION, a power of attorney), required ones first, then by Albanian label.
 */
export async function activeDocumentTypesOfGroup(db: Db, group: PortalDocumentGroup): Promise<PortalDocumentType[]> {
  const groups = PORTAL_DOCUMENT_GROUPS.filter((g) => g !== group && documentGroupAllowedOnCase(group, g));
  const rows = (
    await Promise.all([group, ...groups].map((g) => activeVocabulary(db, 'portal_document_types', { groupCode: g })))
  ).flat();
  return entries(rows)
    .filter((e) => documentGroupAllowedOnCase(group, e.groupCode) && e.active)
    .sort((a, b) => Number(b.required) - Number(a.required) || a.labelSQ.localeCompare(b.labelSQ, 'sq'))
    .map(({ active: _active, ...type }) => type);
}
