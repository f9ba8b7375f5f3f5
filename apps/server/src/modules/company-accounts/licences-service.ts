import {
  COMPANY_ERROR,
  LICENCES_PER_COMPANY_MAX,
  TRADER_LICENSE_ATTACHMENT_BEAN,
  type TraderLicense,
  type traderLicenseFieldsSchema,
} from '@portal/contracts/companies';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/access';
import { attachmentsOfObjects, detachAllFiles, removeStoredFiles } from '../attachments';
import { businessTimeZone } from '../settings';
import { findVocabularyRef } from '../vocabularies';
import {
  LICENCE_STAFF_PAGES,
  auditActorOf,
  companyActorOf,
  companyReadPermission,
  companyWritePermission,
  type CompanyActor,
} from './access';
import { findCompanyById } from '../companies';
import { traderLicenseTypes } from './tables';
import type { SignedInContext } from '../../platform/http/context';

type LicenceRow = typeof traderLicenseTypes.$inferSelect;
type LicenceFields = z.output<typeof traderLicenseFieldsSchema>;

/** Today in the business time zone, as `YYYY-MM-DD`. */
async function businessToday(db: Db): Promise<string> {
  const zone = await businessTimeZone(db);
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

const licenseTypeOf = (db: Db, id: number): Promise<TraderLicense['licenseType'] | undefined> =>
  findVocabularyRef(db, 'license_types', id);

async function present(db: Db, rows: LicenceRow[]): Promise<TraderLicense[]> {
  const [today, files] = await Promise.all([
    businessToday(db),
    attachmentsOfObjects(
      db,
      TRADER_LICENSE_ATTACHMENT_BEAN,
      rows.map((r) => r.id),
    ),
  ]);
  const types = new Map<number, TraderLicense['licenseType'] | undefined>();
  for (const id of new Set(rows.map((r) => r.licenseTypeId))) types.set(id, await licenseTypeOf(db, id));
  // The newest file of a licence is its document.
  const fileOf = new Map(files.map((f) => [f.objectId, f]));
  return rows.map((row) => ({
    id: row.id,
    companyId: row.companyId,
    licenseType: types.get(row.licenseTypeId) ?? {
      id: row.licenseTypeId,
      code: '',
      labelSQ: '',
      labelEN: '',
      labelSR: '',
      active: false,
    },
    validFrom: row.validFrom,
    validTo: row.validTo,
    valid: row.validFrom <= today && today <= row.validTo,
    attachment: fileOf.get(row.id) ?? null,
  }));
}

/**
 * The licences of a company with their type, validity and document, by type label and start
 * date. For other features (staff approval, participation requests), which have checked access.
 */
export async function listCompanyLicences(db: Db, companyId: number): Promise<TraderLicense[]> {
  const rows = await db
    .select()
    .from(traderLicenseTypes)
    .where(eq(traderLicenseTypes.companyId, companyId))
    .orderBy(asc(traderLicenseTypes.validFrom), asc(traderLicenseTypes.id))
    .limit(LICENCES_PER_COMPANY_MAX);
  return present(db, rows);
}

function refuse(permission: false | 'not_found', auth: AuthContext | null): never {
  if (permission === 'not_found') throw notFound();
  if (!auth) throw unauthorized();
  throw forbidden();
}

/** GET /trader_license_types?companyId=: the caller's own company by default; staff name any company. */
export async function licencesForCaller(
  { db, caller: { account: auth } }: SignedInContext,
  companyId: number | undefined,
): Promise<TraderLicense[]> {
  const id = companyId ?? auth.companyId;
  if (!id) throw badRequest({ companyId: 'generic.required' });
  const permission = companyReadPermission(auth, id, LICENCE_STAFF_PAGES);
  if (permission !== true) refuse(permission, auth);
  if (!(await findCompanyById(db, id))) throw notFound();
  return listCompanyLicences(db, id);
}

export async function findLicence(db: Db, id: number): Promise<LicenceRow | undefined> {
  const [row] = await db.select().from(traderLicenseTypes).where(eq(traderLicenseTypes.id, id));
  return row;
}

/** Attachment permissions of a licence's document: read like the licence list, write by the administrator. */
export async function licenceFilePermission(db: Db, auth: AuthContext | null, id: number, action: 'read' | 'write') {
  const row = await findLicence(db, id);
  if (!row) return 'not_found' as const;
  return action === 'read'
    ? companyReadPermission(auth, row.companyId, LICENCE_STAFF_PAGES)
    : companyWritePermission(auth, row.companyId);
}

/** The licence type must exist (400 otherwise) and be active (a new or changed type only). */
async function checkLicenseType(db: Db, id: number, unchanged: boolean): Promise<void> {
  const type = await licenseTypeOf(db, id);
  if (!type) throw badRequest({ licenseType: COMPANY_ERROR.licenseTypeUnknown });
  if (!type.active && !unchanged) throw badRequest({ licenseType: COMPANY_ERROR.licenseTypeInactive });
}

/** A licence the caller administers; 404 when it does not exist or is another company's. */
async function ownLicence(db: Db, actor: CompanyActor, id: number): Promise<LicenceRow> {
  const row = await findLicence(db, id);
  if (!row) throw notFound();
  const permission = companyWritePermission(actor.auth, row.companyId);
  if (permission !== true) refuse(permission, actor.auth);
  return row;
}

const auditView = (row: LicenceRow) => ({
  companyId: row.companyId,
  licenseTypeId: row.licenseTypeId,
  validFrom: row.validFrom,
  validTo: row.validTo,
});

/** POST /trader_license_types: a licence of the administrator's company, in one transaction. */
export async function createLicence(ctx: SignedInContext, input: LicenceFields): Promise<TraderLicense> {
  const { db } = ctx;
  const actor = companyActorOf(ctx);
  return db.transaction(async (tx) => {
    const companyId = actor.auth.companyId;
    if (!companyId || !actor.auth.companyAdministrator) throw forbidden();
    await checkLicenseType(tx, input.licenseType, false);
    const [{ total }] = await tx
      .select({ total: count() })
      .from(traderLicenseTypes)
      .where(eq(traderLicenseTypes.companyId, companyId));
    if (total >= LICENCES_PER_COMPANY_MAX) throw conflict(COMPANY_ERROR.tooManyLicences);
    const [row] = await tx
      .insert(traderLicenseTypes)
      .values({ companyId, licenseTypeId: input.licenseType, validFrom: input.validFrom, validTo: input.validTo })
      .returning();
    await writeAudit(tx, {
      action: 'trader_license.create',
      entity: 'trader_license_type',
      entityId: row.id,
      after: auditView(row),
      ...auditActorOf(actor),
    });
    return (await present(tx, [row]))[0];
  });
}

/** POST /attachments/trader_license_type_attachment/{id}/update: type and validity of a licence. */
export async function updateLicence(ctx: SignedInContext, id: number, input: LicenceFields): Promise<TraderLicense> {
  const { db } = ctx;
  const actor = companyActorOf(ctx);
  return db.transaction(async (tx) => {
    const before = await ownLicence(tx, actor, id);
    await checkLicenseType(tx, input.licenseType, input.licenseType === before.licenseTypeId);
    const [row] = await tx
      .update(traderLicenseTypes)
      .set({
        licenseTypeId: input.licenseType,
        validFrom: input.validFrom,
        validTo: input.validTo,
        updatedAt: new Date(),
      })
      .where(and(eq(traderLicenseTypes.id, id), eq(traderLicenseTypes.companyId, before.companyId)))
      .returning();
    if (!row) throw notFound();
    await writeAudit(tx, {
      action: 'trader_license.update',
      entity: 'trader_license_type',
      entityId: id,
      before: auditView(before),
      after: auditView(row),
      ...auditActorOf(actor),
    });
    return (await present(tx, [row]))[0];
  });
}

/**
 * DELETE /trader_license_types/{id}: the licence and its document rows in one transaction; the stored
 * files are removed once it has committed.
 */
export async function deleteLicence(ctx: SignedInContext, id: number): Promise<void> {
  const actor = companyActorOf(ctx);
  const keys = await ctx.db.transaction(async (tx) => {
    const row = await ownLicence(tx, actor, id);
    const keys = await detachAllFiles(tx, { bean: TRADER_LICENSE_ATTACHMENT_BEAN, objectId: id }, auditActorOf(actor));
    await tx.delete(traderLicenseTypes).where(eq(traderLicenseTypes.id, id));
    await writeAudit(tx, {
      action: 'trader_license.delete',
      entity: 'trader_license_type',
      entityId: id,
      before: auditView(row),
      ...auditActorOf(actor),
    });
    return keys;
  });
  await removeStoredFiles(ctx.storage, keys);
}

/** Licence types in use by a licence keep their code and cannot be deleted (vocabulary usage check). */
export async function licenseTypesInUse(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: traderLicenseTypes.licenseTypeId })
    .from(traderLicenseTypes)
    .where(inArray(traderLicenseTypes.licenseTypeId, ids));
  return new Set(rows.map((row) => row.id));
}
