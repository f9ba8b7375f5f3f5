import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { authorizationTariffs, complaintDecisions, customsDeclarations, issuedDecisions } from './tables';
import { officeCodesByIds } from './vocabulary-refs';

/** Customs offices named by a declaration (by code): they keep their code and are not deleted. */
export async function officesInUse(db: Db, ids: number[]): Promise<Set<number>> {
  const codes = await officeCodesByIds(db, ids);
  if (codes.size === 0) return new Set();
  const used = await db
    .selectDistinct({ code: customsDeclarations.declarationOffice })
    .from(customsDeclarations)
    .where(inArray(customsDeclarations.declarationOffice, [...codes.keys()]));
  return new Set(used.map((u) => codes.get(u.code)!));
}

/** Decision types of a complaint's decision or of the register. */
export async function decisionTypesInUse(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const [onComplaints, onRegister] = await Promise.all([
    db
      .selectDistinct({ id: complaintDecisions.decisionTypeId })
      .from(complaintDecisions)
      .where(inArray(complaintDecisions.decisionTypeId, ids)),
    db
      .selectDistinct({ id: issuedDecisions.decisionTypeId })
      .from(issuedDecisions)
      .where(inArray(issuedDecisions.decisionTypeId, ids)),
  ]);
  return new Set([...onComplaints, ...onRegister].map((r) => r.id).filter((id): id is number => id !== null));
}

/** Tariff entries that authorization tariff lines refer to: their code is fixed and they cannot be deleted. */
export async function tariffsInUse(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: authorizationTariffs.tariffId })
    .from(authorizationTariffs)
    .where(inArray(authorizationTariffs.tariffId, ids));
  return new Set(rows.map((r) => r.id));
}
