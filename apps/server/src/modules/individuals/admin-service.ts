import type { Paged, pagedFilterQuerySchema } from '@portal/contracts';
import type { z } from 'zod';
import type { IndividualRow as IndividualListRow, IndividualUpdate } from '@portal/contracts/user-admin';
import { and, eq, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { containsFilter, pagedRows, pagingPlan, searchFilter } from '../../platform/http/paging';
import { findIndividualById, presentIndividual, updateIndividual, type IndividualRow } from './service';
import { individuals } from './tables';

/**
 * Values of the individual a row of another module points at, as SQL for that module's query (lists of
 * users sorted and filtered by name). The table stays private to this module.
 */
export function individualOf(individualId: AnyColumn) {
  const field = (column: AnyColumn) =>
    sql<string | null>`(select ${column} from ${individuals} where ${individuals.id} = ${individualId})`;
  return {
    firstName: field(individuals.firstName),
    lastName: field(individuals.lastName),
    personalNumber: field(individuals.personalNumber),
  } satisfies Record<string, SQL<string | null>>;
}

export function presentIndividualRow(row: IndividualRow): IndividualListRow {
  // The personal number identifies the person; it is never edited.
  return { ...presentIndividual(row), fieldProperties: { personalNumber: { disabled: true } } };
}

/**
 * The individual records a staff page leaves out, as SQL over a record's id. The persons page leaves out staff
 * accounts' records, a rule of the module that knows accounts and roles (accounts); this module knows neither.
 */
export type HiddenIndividuals = (individualId: AnyColumn) => SQL;

/** `/admin/auth/persons`: individuals, paged and filtered (never one that `hidden` leaves out). */
export function pagedIndividuals(
  db: Db,
  query: z.infer<typeof pagedFilterQuerySchema>,
  hidden: HiddenIndividuals,
): Promise<Paged<IndividualListRow>> {
  const plan = pagingPlan(query, {
    sortable: {
      id: individuals.id,
      personalNumber: individuals.personalNumber,
      firstName: individuals.firstName,
      lastName: individuals.lastName,
      city: individuals.city,
    },
    filters: {
      personalNumber: containsFilter(individuals.personalNumber),
      name: searchFilter(individuals.firstName, individuals.lastName),
      city: containsFilter(individuals.city),
    },
    where: not(hidden(individuals.id)),
  });
  return pagedRows(db, individuals, plan, presentIndividualRow);
}

/** An individual record the page manages; undefined for one that `hidden` leaves out, or none. */
async function findManagedIndividual(
  db: Db,
  id: number,
  hidden: HiddenIndividuals,
): Promise<IndividualRow | undefined> {
  const [managed] = await db
    .select({ id: individuals.id })
    .from(individuals)
    .where(and(eq(individuals.id, id), not(hidden(individuals.id))));
  return managed ? findIndividualById(db, id) : undefined;
}

/** One record for a staff page; one that `hidden` leaves out answers 404, as if it did not exist. */
export async function individualByIdForStaff(
  db: Db,
  id: number,
  hidden: HiddenIndividuals,
): Promise<IndividualListRow> {
  const row = await findManagedIndividual(db, id, hidden);
  if (!row) throw notFound();
  return presentIndividualRow(row);
}

/** Staff change a person's record (never one `hidden` leaves out: 404); the before and after go to the audit log. */
export async function updateIndividualByStaff(
  db: Db,
  actor: Actor,
  input: IndividualUpdate,
  hidden: HiddenIndividuals,
) {
  return db.transaction(async (tx) => {
    const before = await findManagedIndividual(tx, input.id, hidden);
    if (!before) throw notFound();
    const { id, ...fields } = input;
    const after = await updateIndividual(tx, id, fields);
    if (!after) throw notFound();
    await writeAudit(tx, {
      action: 'individual.updated',
      entity: 'individual',
      entityId: id,
      before: presentIndividualRow(before),
      after: presentIndividualRow(after),
      ...actor,
    });
    return presentIndividualRow(after);
  });
}
