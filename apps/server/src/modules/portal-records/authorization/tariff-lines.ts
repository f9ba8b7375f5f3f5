import {
  PORTAL_AUTHORIZATION_ERROR,
  TARIFF_LINES_MAX,
  type AddAuthorizationTariff,
  type AuthorizationTariff,
} from '@portal/contracts/portal-authorization';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/database';
import { conflict, notFound } from '../../../platform/errors';
import type { SignedInContext } from '../../../platform/http/context';
import { authorizationTariffs, tariffs } from '../tables';
import { authorizationCaseForOwnerEdit, authorizationCaseForRead } from './access';
import { presentTariff, requireKnownTariff } from '../tariff/tariffs';

type LineRow = typeof authorizationTariffs.$inferSelect;

export async function tariffLinesOfRows(db: Db, rows: LineRow[]): Promise<AuthorizationTariff[]> {
  const ids = [...new Set(rows.map((r) => r.tariffId))];
  const found = ids.length === 0 ? [] : await db.select().from(tariffs).where(inArray(tariffs.id, ids));
  const byId = new Map(found.map((t) => [t.id, presentTariff(t)]));
  return rows.map((row) => ({
    id: row.id,
    authorizationCase: { id: row.caseId },
    code: row.code,
    tariff: byId.get(row.tariffId)!,
    description: row.description,
    quantity: row.quantity,
    value: row.value,
  }));
}

/** The tariff lines of a case, in the order they were added. */
export async function tariffLineRows(db: Db, caseId: number): Promise<LineRow[]> {
  return db
    .select()
    .from(authorizationTariffs)
    .where(eq(authorizationTariffs.caseId, caseId))
    .orderBy(asc(authorizationTariffs.id))
    .limit(TARIFF_LINES_MAX);
}

/** `GET authorization_tariffs/by_authorization_case_id/{id}`. */
export async function tariffLinesOfCase(
  { db, caller: { account: auth } }: SignedInContext,
  caseId: number,
): Promise<AuthorizationTariff[]> {
  const row = await authorizationCaseForRead(db, auth, caseId);
  return tariffLinesOfRows(db, await tariffLineRows(db, row.id));
}

/**
 * `POST authorization_tariffs/add_authorization_tariff_to_authorization_case`: the owner adds goods by a code the
 * tariff knows (8 or 10 digits, ../tariff/tariffs.ts `knownTariff`; the line keeps the code given and refers to the
 * entry that makes it known) while editable; otherwise 400 `code: portal.invalid_tariff`; at most
 * TARIFF_LINES_MAX lines (409 `portal.tariffs_limit`).
 */
export async function addTariffLine(
  { db, caller: { account: auth, actor } }: SignedInContext,
  input: AddAuthorizationTariff,
): Promise<AuthorizationTariff> {
  return db.transaction(async (tx) => {
    const caseRow = await authorizationCaseForOwnerEdit(tx, auth, input.authorizationCase.id);
    const tariff = await requireKnownTariff(tx, input.code, 'code');
    const [{ n }] = await tx
      .select({ n: count() })
      .from(authorizationTariffs)
      .where(eq(authorizationTariffs.caseId, caseRow.id));
    if (n >= TARIFF_LINES_MAX) throw conflict(PORTAL_AUTHORIZATION_ERROR.tariffsLimit);
    const [row] = await tx
      .insert(authorizationTariffs)
      .values({
        caseId: caseRow.id,
        tariffId: tariff.id,
        code: input.code,
        description: input.description,
        quantity: input.quantity,
        value: input.value,
      })
      .returning();
    await writeAudit(tx, { ...actor, action: 'create', entity: 'authorization_tariff', entityId: row.id, after: row });
    return (await tariffLinesOfRows(tx, [row]))[0];
  });
}

/** `DELETE authorization_tariffs/{id}`: the owner removes a line while the case is editable; 404 for others'. */
export async function deleteTariffLine(
  { db, caller: { account: auth, actor } }: SignedInContext,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [line] = await tx.select().from(authorizationTariffs).where(eq(authorizationTariffs.id, id));
    if (!line) throw notFound();
    // 404 when the caller may not see the case; then the owner and status rules.
    await authorizationCaseForRead(tx, auth, line.caseId);
    await authorizationCaseForOwnerEdit(tx, auth, line.caseId);
    await tx
      .delete(authorizationTariffs)
      .where(and(eq(authorizationTariffs.id, id), eq(authorizationTariffs.caseId, line.caseId)));
    await writeAudit(tx, { ...actor, action: 'delete', entity: 'authorization_tariff', entityId: id, before: line });
  });
}
