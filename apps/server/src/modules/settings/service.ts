import { APPLICATION_PARAMETERS, type ParameterCode, type ParameterValue } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { applicationParameters } from './tables';

/** Reads a typed application parameter, falling back to its default when unset or unreadable. */
export async function getParameter<C extends ParameterCode>(db: Db, code: C): Promise<ParameterValue<C>> {
  const definition = APPLICATION_PARAMETERS[code];
  const [row] = await db.select().from(applicationParameters).where(eq(applicationParameters.code, code));
  if (!row) return definition.default as ParameterValue<C>;
  if (definition.type === 'integer') {
    const n = Number(row.value);
    return (Number.isInteger(n) ? n : definition.default) as ParameterValue<C>;
  }
  return row.value as ParameterValue<C>;
}

export async function setParameter(db: Db, code: ParameterCode, value: string | number): Promise<void> {
  const definition = APPLICATION_PARAMETERS[code];
  await db
    .insert(applicationParameters)
    .values({ code, value: String(value), type: definition.type })
    .onConflictDoUpdate({ target: applicationParameters.code, set: { value: String(value), updatedAt: new Date() } });
}

/** Inserts every parameter that is missing with its default; existing values are kept. */
export async function seedParameters(db: Db): Promise<void> {
  for (const [code, definition] of Object.entries(APPLICATION_PARAMETERS)) {
    await db
      .insert(applicationParameters)
      .values({ code, value: String(definition.default), type: definition.type })
      .onConflictDoNothing();
  }
}
