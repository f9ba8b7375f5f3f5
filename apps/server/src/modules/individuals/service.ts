import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { individualFieldsSchema } from '@portal/contracts/registration';
import type { Individual } from '@portal/contracts';
import type { Db } from '../../platform/db/database';
import { individuals } from './tables';

export type IndividualRow = typeof individuals.$inferSelect;

/** A person's record as the registration form and the profile show it. */
export function presentIndividual(row: IndividualRow): Individual {
  return {
    id: row.id,
    personalNumber: row.personalNumber,
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    parentName: row.parentName,
    address: row.address,
    city: row.city,
    dateOfBirth: row.dateOfBirth,
    cityOfLivingName: row.cityOfLivingName,
  };
}

/**
 * What identifies a person's record, for a caller who may not read the rest (an intermediary who did not enter it):
 * the number they typed and the name a case about it shows anyway; address, birth date and parent's name are null.
 */
export function presentIndividualIdentity(row: IndividualRow): Individual {
  return {
    ...presentIndividual(row),
    title: null,
    parentName: null,
    address: null,
    city: null,
    dateOfBirth: null,
    cityOfLivingName: null,
  };
}

/** An account now holds the record: the intermediary who entered it no longer reads it back. */
export async function releaseIndividualEntry(db: Db, id: number): Promise<void> {
  await db.update(individuals).set({ enteredBy: null }).where(eq(individuals.id, id));
}

/** First and last names of these individuals, in one query. */
export async function individualNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: individuals.id, firstName: individuals.firstName, lastName: individuals.lastName })
    .from(individuals)
    .where(inArray(individuals.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}

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

/** The editable fields of an individual: everything but the personal number, which identifies the person. */
export type IndividualUpdate = Omit<z.output<typeof individualFieldsSchema>, 'personalNumber'>;

/** Updates the individual's editable fields (blank texts stored as null); the updated row, or undefined when there is no such individual. */
export async function updateIndividual(
  db: Db,
  id: number,
  fields: IndividualUpdate,
): Promise<IndividualRow | undefined> {
  const { title, firstName, lastName, parentName, address, city, dateOfBirth, cityOfLivingName } = fields;
  const [row] = await db
    .update(individuals)
    .set({
      title: title || null,
      firstName,
      lastName,
      parentName: parentName || null,
      address: address || null,
      city: city || null,
      dateOfBirth: dateOfBirth || null,
      cityOfLivingName: cityOfLivingName || null,
      updatedAt: new Date(),
    })
    .where(eq(individuals.id, id))
    .returning();
  return row;
}
