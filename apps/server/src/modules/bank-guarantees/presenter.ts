import { BANK_GUARANTEE_FORM_FIELDS, type BankGuarantee } from '@portal/contracts/bank-guarantees';
import type { FieldProperties } from '@portal/contracts/paging';
import type { Db } from '../../platform/db/database';
import { findCompanyById } from '../companies';
import { findUserById } from '../users';
import { findVocabularyRef } from '../vocabularies';
import type { bankGuarantees } from './tables';

export type GuaranteeRow = typeof bankGuarantees.$inferSelect;
export type Bank = NonNullable<BankGuarantee['bank']>;

/** The owner may still change a guarantee: ACTIVE and never decided by staff. */
export function isEditable(row: Pick<GuaranteeRow, 'status' | 'decidedAt'>): boolean {
  return row.status === 'ACTIVE' && row.decidedAt === null;
}

/** A bank of the vocabulary, or undefined when there is no such bank. */
export const findBank = (db: Db, id: number): Promise<Bank | undefined> => findVocabularyRef(db, 'banks', id);

async function lookup<T>(ids: Array<number | null>, find: (id: number) => Promise<T | undefined>) {
  const unique = [...new Set(ids.filter((id): id is number => id !== null))];
  const found = await Promise.all(unique.map(async (id) => [id, await find(id)] as const));
  return new Map(found);
}

/** Rows as the API answers them, with the owner's username, the company name and the bank. */
export async function presentGuarantees(db: Db, rows: GuaranteeRow[]): Promise<BankGuarantee[]> {
  const [users, companies, banks] = await Promise.all([
    lookup(
      rows.map((r) => r.userId),
      (id) => findUserById(db, id),
    ),
    lookup(
      rows.map((r) => r.companyId),
      (id) => findCompanyById(db, id),
    ),
    lookup(
      rows.map((r) => r.bankId),
      (id) => findBank(db, id),
    ),
  ]);
  return rows.map((row) => {
    const editable = isEditable(row);
    const fieldProperties: FieldProperties = {};
    for (const field of BANK_GUARANTEE_FORM_FIELDS) fieldProperties[field] = { disabled: !editable };
    return {
      id: row.id,
      userId: row.userId,
      username: users.get(row.userId)?.username ?? null,
      companyId: row.companyId,
      companyName: row.companyId === null ? null : (companies.get(row.companyId)?.companyName ?? null),
      bankId: row.bankId,
      bank: banks.get(row.bankId) ?? null,
      guaranteeNumber: row.guaranteeNumber,
      amount: Number(row.amount),
      currency: row.currency,
      validFrom: row.validFrom,
      validTo: row.validTo,
      status: row.status,
      notes: row.notes,
      decidedBy: row.decidedByUsername,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      editable,
      fieldProperties,
    };
  });
}

/** What the audit log keeps of a guarantee. */
export function auditView(row: GuaranteeRow) {
  return {
    userId: row.userId,
    companyId: row.companyId,
    bankId: row.bankId,
    guaranteeNumber: row.guaranteeNumber,
    amount: Number(row.amount),
    currency: row.currency,
    validFrom: row.validFrom,
    validTo: row.validTo,
    status: row.status,
    notes: row.notes,
  };
}
