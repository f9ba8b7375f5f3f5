import type { IprApplication, editIprSchema } from '@portal/contracts/portal-ipr';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/database';
import type { SignedInContext } from '../../../platform/http/context';
import { loadCaseOfKind, loadOwnCaseOfKind, type CaseCaller } from '../../portal-cases';
import { iprApplications } from '../tables';

type ApplicationRow = typeof iprApplications.$inferSelect;

/** An IPR case the caller may see (owner, or an officer once submitted); 404 for any other case. */
export const iprCaseForRead = (db: Db, auth: CaseCaller, caseId: number) => loadCaseOfKind(db, auth, 'IPR', caseId);

/** An IPR case locked for its owner's change: 404 when not an IPR case the caller sees, 409 when not editable. */
export const iprCaseForOwnerEdit = (tx: Db, auth: CaseCaller, caseId: number) =>
  loadOwnCaseOfKind(tx, auth, 'IPR', caseId, 'edit');

export function presentApplication(row: ApplicationRow): IprApplication {
  return {
    id: row.id,
    iprCase: { id: row.caseId },
    rightHolder: row.rightHolder,
    representative: row.representative,
    description: row.description,
    applicationNumber: row.applicationNumber,
    validFrom: row.validFrom,
    validTo: row.validTo,
  };
}

export async function applicationRowOf(db: Db, caseId: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(iprApplications).where(eq(iprApplications.caseId, caseId));
  return row;
}

/** `GET ipr/by_ipr_case_id/{id}`: the application of an IPR case the caller may see (null only for a case made without one). */
export async function applicationOfCase(
  { db, caller: { account: auth } }: SignedInContext,
  caseId: number,
): Promise<IprApplication | null> {
  const row = await iprCaseForRead(db, auth, caseId);
  const application = await applicationRowOf(db, row.id);
  return application ? presentApplication(application) : null;
}

/** `POST ipr/edit_ipr`: the owner sets the right holder, representative and description while editable. */
export async function editApplication(
  { db, caller: { account: auth, actor } }: SignedInContext,
  input: z.output<typeof editIprSchema>,
): Promise<IprApplication> {
  const { iprCase, ...fields } = input;
  return db.transaction(async (tx) => {
    const row = await iprCaseForOwnerEdit(tx, auth, iprCase.id);
    const before = await applicationRowOf(tx, row.id);
    const [after] = before
      ? await tx
          .update(iprApplications)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(iprApplications.id, before.id))
          .returning()
      : await tx
          .insert(iprApplications)
          .values({ caseId: row.id, ...fields })
          .returning();
    await writeAudit(tx, {
      ...actor,
      action: before ? 'update' : 'create',
      entity: 'ipr_application',
      entityId: after.id,
      before: before ?? null,
      after,
    });
    return presentApplication(after);
  });
}
