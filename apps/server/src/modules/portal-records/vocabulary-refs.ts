import type { LabelledRef } from '@portal/contracts/portal-records';
import type { Db } from '../../platform/db/database';
import { rowsByCode, vocabularyDefinition, vocabularyRecordsByIds } from '../vocabularies';

/** A vocabulary record as the records answer it, with whether it may still be chosen. */
export type VocabularyEntry = LabelledRef & { active: boolean };

const entry = (row: {
  id: number;
  code: string;
  labelSQ: string;
  labelEN: string;
  labelSR: string;
  active: boolean;
}) => ({
  id: row.id,
  code: row.code,
  labelSQ: row.labelSQ,
  labelEN: row.labelEN,
  labelSR: row.labelSR,
  active: row.active,
});

export const refOf = ({ id, code, labelSQ, labelEN, labelSR }: VocabularyEntry): LabelledRef => ({
  id,
  code,
  labelSQ,
  labelEN,
  labelSR,
});

/** Customs offices by code (a declaration names its office by code). */
export async function officesByCodes(db: Db, codes: string[]): Promise<Map<string, VocabularyEntry>> {
  const rows = await rowsByCode(db, vocabularyDefinition('office_locations'), [...new Set(codes)]);
  return new Map(rows.map((row) => [row.code, entry(row)]));
}

export async function decisionTypesByIds(db: Db, ids: number[]): Promise<Map<number, VocabularyEntry>> {
  const rows = await vocabularyRecordsByIds(db, 'portal_decision_types', ids);
  return new Map([...rows].map(([id, row]) => [id, entry(row)]));
}

export async function decisionTypesByCodes(db: Db, codes: string[]): Promise<VocabularyEntry[]> {
  return (await rowsByCode(db, vocabularyDefinition('portal_decision_types'), codes)).map(entry);
}

/** The codes of customs offices by id (code → id). */
export async function officeCodesByIds(db: Db, ids: number[]): Promise<Map<string, number>> {
  const rows = await vocabularyRecordsByIds(db, 'office_locations', ids);
  return new Map([...rows.values()].map((row) => [row.code, row.id]));
}
