import { CASE_TYPES, type CaseSubType, type CaseType } from '@portal/contracts/portal-cases';
import type { Db } from '../../platform/db/database';
import { activeVocabulary, vocabularyRecordsByIds } from '../vocabularies';

/** A case sub-type of the vocabulary, with whether it may still be chosen. */
export type SubTypeEntry = CaseSubType & { active: boolean };

const isCaseType = (value: unknown): value is CaseType => (CASE_TYPES as readonly unknown[]).includes(value);

function entryOf(row: Record<string, unknown>): SubTypeEntry | undefined {
  if (typeof row.id !== 'number' || !isCaseType(row.caseType)) return undefined;
  return {
    id: row.id,
    code: String(row.code),
    labelSQ: String(row.labelSQ),
    labelEN: String(row.labelEN),
    labelSR: String(row.labelSR),
    caseType: row.caseType,
    active: row.active !== false,
  };
}

/** Sub-types by id, active or not (the labels of existing cases); ids that do not exist are absent. */
export async function caseSubTypesByIds(db: Db, ids: number[]): Promise<Map<number, SubTypeEntry>> {
  const rows = await vocabularyRecordsByIds(db, 'case_sub_types', ids);
  const entries = [...rows.values()].map(entryOf).filter((e): e is SubTypeEntry => e !== undefined);
  return new Map(entries.map((e) => [e.id, e]));
}

/** The active sub-types of every kind (bounded: a vocabulary is small), by kind and Albanian label. */
export async function activeCaseSubTypes(db: Db): Promise<CaseSubType[]> {
  const rows = await activeVocabulary(db, 'case_sub_types', {});
  return rows
    .map((row) => entryOf({ ...row, active: true }))
    .filter((e): e is SubTypeEntry => e !== undefined)
    .sort((a, b) => CASE_TYPES.indexOf(a.caseType) - CASE_TYPES.indexOf(b.caseType))
    .map(({ active: _active, ...subType }) => subType);
}

/** Whether `id` is an active sub-type of `caseType` (what a case of that kind may be filed under). */
export async function isActiveSubTypeOf(db: Db, id: number, caseType: CaseType): Promise<boolean> {
  const entry = (await caseSubTypesByIds(db, [id])).get(id);
  return entry !== undefined && entry.active && entry.caseType === caseType;
}
