import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { companyFieldsSchema } from '@portal/contracts/registration';
import type { Company } from '@portal/contracts';
import type { Db } from '../../platform/db/database';
import { companies } from './tables';

export type CompanyRow = typeof companies.$inferSelect;

/** A company's record as the registration form and the profile show it. */
export function presentCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    companyUniqueNumber: row.companyUniqueNumber,
    fiscalNumber: row.fiscalNumber,
    companyName: row.companyName,
    companyPhone: row.companyPhone,
    address: row.address,
    constitutionDate: row.constitutionDate,
    placeName: row.placeName,
    registerNumber: row.registerNumber,
    isIntermediary: row.isIntermediary,
  };
}

/**
 * What identifies a company's record, for a caller who may not read the rest (an intermediary who did not enter it):
 * its unique number, name and whether it is an intermediary; fiscal number, phone and address are null.
 */
export function presentCompanyIdentity(row: CompanyRow): Company {
  return {
    ...presentCompany(row),
    fiscalNumber: null,
    companyPhone: null,
    address: null,
    constitutionDate: null,
    placeName: null,
    registerNumber: null,
  };
}

/** An account now holds the record: the intermediary who entered it no longer reads it back. */
export async function releaseCompanyEntry(db: Db, id: number): Promise<void> {
  await db.update(companies).set({ enteredBy: null }).where(eq(companies.id, id));
}

/** The names of these companies, in one query. */
export async function companyNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, name: companies.companyName })
    .from(companies)
    .where(inArray(companies.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function findCompanyById(db: Db, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

/** The company with this unique number, created from `values` when there is none. */
export async function ensureCompany(db: Db, values: typeof companies.$inferInsert): Promise<CompanyRow> {
  await db.insert(companies).values(values).onConflictDoNothing();
  const [row] = await db.select().from(companies).where(eq(companies.companyUniqueNumber, values.companyUniqueNumber));
  return row;
}

export async function findCompanyByUniqueNumber(db: Db, companyUniqueNumber: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.companyUniqueNumber, companyUniqueNumber));
  return row;
}

export async function createCompany(db: Db, values: typeof companies.$inferInsert): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  return row;
}

/** A company form's fields (registration, a case's company, a temporary company); an intermediary only when it says so. */
export type CompanyFields = Omit<z.output<typeof companyFieldsSchema>, 'isIntermediary'> & { isIntermediary?: boolean };

/** A new company record from a form's fields: blank texts stored as null. */
export function companyRecordOf(fields: CompanyFields): typeof companies.$inferInsert {
  return {
    companyUniqueNumber: fields.companyUniqueNumber,
    companyName: fields.companyName,
    fiscalNumber: fields.fiscalNumber || null,
    companyPhone: fields.companyPhone || null,
    address: fields.address || null,
    constitutionDate: fields.constitutionDate,
    placeName: fields.placeName || null,
    registerNumber: fields.registerNumber || null,
    isIntermediary: fields.isIntermediary ?? false,
  };
}

/** The editable fields of a company: everything but the unique number, which identifies the company. */
export type CompanyUpdate = Omit<z.output<typeof companyFieldsSchema>, 'companyUniqueNumber'>;

/** Updates the company's editable fields (blank texts stored as null); the updated row, or undefined when there is no such company. */
export async function updateCompany(db: Db, id: number, fields: CompanyUpdate): Promise<CompanyRow | undefined> {
  const { fiscalNumber, companyName, companyPhone, address, constitutionDate, placeName, registerNumber } = fields;
  const [row] = await db
    .update(companies)
    .set({
      fiscalNumber: fiscalNumber || null,
      companyName,
      companyPhone: companyPhone || null,
      address: address || null,
      constitutionDate: constitutionDate || null,
      placeName: placeName || null,
      registerNumber: registerNumber || null,
      isIntermediary: fields.isIntermediary,
      updatedAt: new Date(),
    })
    .where(eq(companies.id, id))
    .returning();
  return row;
}
