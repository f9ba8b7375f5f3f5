import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { individuals } from './tables';

export type IndividualRow = typeof individuals.$inferSelect;

export async function findIndividualById(db: Db, id: number): Promise<IndividualRow | undefined> {
  const [row] = await db.select().from(individuals).where(eq(individuals.id, id));
  return row;
}

/** The individual with this personal number, created from `values` when there is none. */
export async function ensureIndividual(db: Db, values: typeof individuals.$inferInsert): Promise<IndividualRow> {
  await db.insert(individuals).values(values).onConflictDoNothing();
  const [row] = await db.select().from(individuals).where(eq(individuals.personalNumber, values.personalNumber));
  return row;
}

export async function findIndividualByPersonalNumber(
  db: Db,
  personalNumber: string,
): Promise<IndividualRow | undefined> {
  const [row] = await db.select().from(individuals).where(eq(individuals.personalNumber, personalNumber));
  return row;
}

export async function createIndividual(db: Db, values: typeof individuals.$inferInsert): Promise<IndividualRow> {
  const [row] = await db.insert(individuals).values(values).returning();
  return row;
}
