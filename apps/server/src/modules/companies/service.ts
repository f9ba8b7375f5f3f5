import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { companies } from './tables';

export type CompanyRow = typeof companies.$inferSelect;

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
