import { IPR_ERROR, IPR_VALIDITY_PARAMETER } from '@portal/contracts/portal-ipr';
import { wallTimeIn } from '@portal/contracts/dates';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/database';
import { conflict } from '../../../platform/errors';
import type { CaseRow } from '../../portal-cases';
import { getParameter } from '../../settings';
import { iprApplications } from '../tables';
import { applicationRowOf } from './ipr-cases';
import { entryCounts } from './ipr-entries';

/** The IPR kind's submit check: at least one right and one goods entry (409 `portal.ipr_records_missing`). */
export async function iprSubmitCheck(tx: Db, row: CaseRow): Promise<void> {
  const { rights, goods } = await entryCounts(tx, row.id);
  if (rights === 0 || goods === 0) throw conflict(IPR_ERROR.recordsMissing, { rights, goods });
}

/** The application number of an approved IPR case: its case number's (unique) with `AFA` for application for action. */
export const iprApplicationNumber = (caseNumber: string) => caseNumber.replace(/^IPR-/, 'IPR-AFA-');

/**
 * The validity of an application approved at `decidedAt`: from the day of the decision (in the business time zone)
 * for `days` days, both ends included (`YYYY-MM-DD`).
 */
export function iprValidity(decidedAt: Date, days: number, timeZone: string): { validFrom: string; validTo: string } {
  const { year, month, day } = wallTimeIn(decidedAt, timeZone);
  const iso = (offset: number) => new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
  return { validFrom: iso(0), validTo: iso(days - 1) };
}

/**
 * The IPR kind's approval step (inside the approval's transaction): the application gets its number and its
 * validity (the `portal_ipr_validity_days` setting, a year by default). The decision PDF is the core's.
 */
export async function approveIprApplication(
  tx: Db,
  context: { row: CaseRow; decidedAt: Date; timeZone: string },
): Promise<void> {
  const { row, decidedAt, timeZone } = context;
  const days = await getParameter(tx, IPR_VALIDITY_PARAMETER);
  const values = { applicationNumber: iprApplicationNumber(row.number), ...iprValidity(decidedAt, days, timeZone) };
  const before = await applicationRowOf(tx, row.id);
  const [after] = before
    ? await tx
        .update(iprApplications)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(iprApplications.id, before.id))
        .returning()
    : await tx
        .insert(iprApplications)
        .values({ caseId: row.id, ...values })
        .returning();
  await writeAudit(tx, {
    actorId: null,
    action: 'approve',
    entity: 'ipr_application',
    entityId: after.id,
    before: before ?? null,
    after,
  });
}
