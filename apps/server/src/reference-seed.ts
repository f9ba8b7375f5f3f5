// The build's entry that seeds the reference data into the embedded database's template (ADR 0116): the seed's own
// code, so a new data folder copied from the template holds what the seed would have written at its first start.
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from './platform/db/database';
import { seedRuns } from './platform/db/tables';
import { referenceMark } from './platform/server-files';
import { seedReferenceData } from './seed';

/** Seeds the reference data into the template's database in one transaction, marked with the template's key. */
export async function seedTemplate(client: PGlite, templateKey: string): Promise<void> {
  const db = drizzle(client) as unknown as Db;
  await db.transaction(async (tx) => {
    await seedReferenceData(tx);
    await tx.delete(seedRuns);
    await tx.insert(seedRuns).values({ fingerprint: referenceMark(templateKey) });
  });
}
