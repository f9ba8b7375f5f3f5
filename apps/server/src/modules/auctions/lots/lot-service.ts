import {
  lotActionAllowed,
  lotActionRefusal,
  lotEditAllowed,
  type LotAction,
  type LotStatus,
} from '@portal/contracts/auction-status';
import {
  generatedLotCode,
  LOT_PRODUCTS_MAX,
  type LotInput,
  type LotLicenseType,
  type LotRecord,
  type lotCancelSchema,
  type lotCloseSchema,
  type lotLicenseTypesSchema,
  type lotProductSchema,
  type lotProductsSchema,
} from '@portal/contracts/auctions';
import type { ProductRecord } from '@portal/contracts/products';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/database';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import type { ServiceContext } from '../../../platform/http/context';
import { changeProductStatus, findProduct, getProduct } from '../../products';
import { vocabularyRecordsByIds } from '../../vocabularies';
import { publicDataChanged } from '../../../platform/http/public-cache';
import { AUCTION_PUBLIC_TAGS, changeLot, keepLotVersion, lockLot, snapshotOf, type LotRow } from '../common/rows';
import { lotLicenseTypeRows, presentLots, productIdsOfLot } from '../common/present';
import { lotLicenseTypes, lotProducts, lots } from '../tables';
import type { z } from 'zod';

/** A command of the lots also run by the demo seeds, which have no request (their caller is `system`). */
type LotCommandContext = Pick<ServiceContext, 'db' | 'caller'>;

function requireLotAction(row: LotRow, action: LotAction): void {
  if (!lotActionAllowed(row.status, action)) throw conflict(lotActionRefusal(action));
}

export async function presentLot(db: Db, row: LotRow): Promise<LotRecord> {
  return (await presentLots(db, [row]))[0];
}

export async function findLotRow(db: Db, id: number): Promise<LotRow> {
  const [row] = await db.select().from(lots).where(eq(lots.id, id));
  if (!row) throw notFound();
  return row;
}

/** The lots of these ids, in one query (ids without a lot are left out). */
export async function lotRowsByIds(db: Db, ids: readonly number[]): Promise<Map<number, LotRow>> {
  const unique = [...new Set(ids)];
  const rows = unique.length ? await db.select().from(lots).where(inArray(lots.id, unique)) : [];
  return new Map(rows.map((row) => [row.id, row]));
}

/** The lots of an auction in these statuses, by lot part and code. */
export async function lotRowsOfAuction(db: Db, auctionId: number, statuses: readonly LotStatus[]): Promise<LotRow[]> {
  return db
    .select()
    .from(lots)
    .where(and(eq(lots.auctionId, auctionId), inArray(lots.status, [...statuses])))
    .orderBy(asc(lots.lotPart), asc(lots.code));
}

export async function getLot({ db }: ServiceContext, id: number): Promise<LotRecord> {
  return presentLot(db, await findLotRow(db, id));
}

/** A missing translation is left as it is (null on create); an empty one is cleared (the Albanian text is shown). */
const translation = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

const columnsOf = (values: LotInput) => ({
  description: values.description,
  descriptionEN: translation(values.descriptionEN),
  descriptionSR: translation(values.descriptionSR),
  startingPrice: values.startingPrice,
  minimumIncrementAmount: values.minimumIncrementAmount,
  guaranteeAmount: values.guaranteeAmount,
});

type NewLot = Omit<typeof lots.$inferInsert, 'id' | 'code'>;

/** Inserts a lot with its generated code (`L-<year>-<id>`) and audits it (`lot.create`). */
export async function createLotRow(
  tx: Db,
  values: NewLot,
  actor: Actor,
  audit: Record<string, unknown> = {},
): Promise<LotRow> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('lots', 'id'))::int as id`);
  const id = Number((result as { rows: Array<{ id: number }> }).rows[0].id);
  const code = generatedLotCode(new Date().getUTCFullYear(), id);
  const [created] = await tx
    .insert(lots)
    .values({ ...values, id, code })
    .returning();
  await writeAudit(tx, {
    action: 'lot.create',
    entity: 'lot',
    entityId: id,
    after: { ...snapshotOf(created), ...audit },
    ...actor,
  });
  await publicDataChanged(tx, AUCTION_PUBLIC_TAGS);
  return created;
}

/** `POST /lots`: creates a lot (code `L-<year>-<id>`), or changes one the status lets be edited. */
export async function saveLot({ db, caller: { actor } }: LotCommandContext, values: LotInput): Promise<LotRecord> {
  const row = await db.transaction(async (tx) => {
    if (values.id === undefined) return createLotRow(tx, columnsOf(values), actor);
    const before = await lockLot(tx, values.id);
    if (!lotEditAllowed(before.status, before.editEnabled)) throw conflict(lotActionRefusal('edit'));
    // An edit opened by enable edit is used up by this change (the next one needs a new version).
    return changeLot(tx, before, 'update', { ...columnsOf(values), editEnabled: false }, actor);
  });
  return presentLot(db, row);
}

/** Gives the lot's products back (AVAILABLE) inside the caller's transaction. */
export async function releaseProducts(tx: Db, lotId: number, actor: Actor): Promise<void> {
  for (const productId of await productIdsOfLot(tx, lotId)) {
    const product = await findProduct(tx, productId);
    if (product?.status === 'IN_LOT' && product.lotId === lotId) {
      await changeProductStatus(tx, productId, 'AVAILABLE', {}, actor);
    }
  }
}

/** `DELETE /lots/{id}`: only a CREATED lot; its products become available again. */
export async function deleteLot({ db, caller: { actor } }: LotCommandContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockLot(tx, id);
    requireLotAction(before, 'delete');
    await releaseProducts(tx, id, actor);
    await tx.delete(lots).where(eq(lots.id, id));
    await writeAudit(tx, { action: 'lot.delete', entity: 'lot', entityId: id, before: snapshotOf(before), ...actor });
    await publicDataChanged(tx, AUCTION_PUBLIC_TAGS);
  });
}

/** `POST /lots/add_products`: AVAILABLE products go IN_LOT; one in another lot answers 409. */
export async function addProducts(
  { db, caller: { actor } }: LotCommandContext,
  { lotId, productIds }: z.infer<typeof lotProductsSchema>,
): Promise<LotRecord> {
  const row = await db.transaction(async (tx) => {
    const before = await lockLot(tx, lotId);
    requireLotAction(before, 'change_products');
    const current = new Set(await productIdsOfLot(tx, lotId));
    const added = [...new Set(productIds)].filter((id) => !current.has(id));
    if (current.size + added.length > LOT_PRODUCTS_MAX) throw badRequest({ productIds: 'validation.too_big' });
    for (const productId of added) {
      const product = await findProduct(tx, productId);
      if (!product) throw badRequest({ productIds: 'validation.not_found' });
      if (product.status === 'IN_LOT') throw conflict('lot.product_in_other_lot', { productId });
      if (product.status !== 'AVAILABLE') throw conflict('lot.product_not_available', { productId });
      await changeProductStatus(tx, productId, 'IN_LOT', { lotId }, actor);
      await tx.insert(lotProducts).values({ lotId, productId });
    }
    return changeLot(tx, before, 'add_products', {}, actor, { addedProductIds: added });
  });
  return presentLot(db, row);
}

/** `POST /lots/remove_product`: the product becomes available again. */
export async function removeProduct(
  { db, caller: { actor } }: ServiceContext,
  { lotId, productId }: z.infer<typeof lotProductSchema>,
): Promise<LotRecord> {
  const row = await db.transaction(async (tx) => {
    const before = await lockLot(tx, lotId);
    requireLotAction(before, 'change_products');
    const removed = await tx
      .delete(lotProducts)
      .where(and(eq(lotProducts.lotId, lotId), eq(lotProducts.productId, productId)))
      .returning();
    if (removed.length === 0) throw notFound();
    await changeProductStatus(tx, productId, 'AVAILABLE', {}, actor);
    return changeLot(tx, before, 'remove_product', {}, actor, { removedProductId: productId });
  });
  return presentLot(db, row);
}

/** `GET /lots/{id}/products`. */
export async function productsOfLot({ db }: Pick<ServiceContext, 'db'>, lotId: number): Promise<ProductRecord[]> {
  await findLotRow(db, lotId);
  const ids = await productIdsOfLot(db, lotId);
  return Promise.all(ids.map((id) => getProduct(db, id)));
}

/** `GET /lots/{id}/licensetypes`: the licence types a bidder on the lot must hold (404 for a missing lot). */
export async function licenseTypesOfLot({ db }: ServiceContext, id: number): Promise<LotLicenseType[]> {
  await findLotRow(db, id);
  return lotLicenseTypeRows(db, id);
}

/** `POST /lots/add_license_types`: active licence types of the vocabulary; ones already required are kept once. */
export async function addLicenseTypes(
  { db, caller: { actor } }: ServiceContext,
  { lotId, licenseTypeIds: typeIds }: z.infer<typeof lotLicenseTypesSchema>,
): Promise<LotRecord> {
  const row = await db.transaction(async (tx) => {
    const before = await lockLot(tx, lotId);
    requireLotAction(before, 'change_license_types');
    const wanted = [...new Set(typeIds)];
    const records = await vocabularyRecordsByIds(tx, 'license_types', wanted);
    for (const id of wanted) {
      const record = records.get(id);
      if (!record) throw badRequest({ licenseTypeIds: 'validation.not_found' });
      if (!record.active) throw badRequest({ licenseTypeIds: 'validation.inactive' });
    }
    await tx
      .insert(lotLicenseTypes)
      .values(wanted.map((licenseTypeId) => ({ lotId, licenseTypeId })))
      .onConflictDoNothing();
    return changeLot(tx, before, 'add_license_types', {}, actor, { licenseTypeIds: wanted });
  });
  return presentLot(db, row);
}

/** `DELETE /lots/remove_license_type/{id}`: by the id of the lot's licence type row. */
export async function removeLicenseType({ db, caller: { actor } }: ServiceContext, id: number): Promise<LotRecord> {
  const row = await db.transaction(async (tx) => {
    const [link] = await tx.select().from(lotLicenseTypes).where(eq(lotLicenseTypes.id, id));
    if (!link) throw notFound();
    const before = await lockLot(tx, link.lotId);
    requireLotAction(before, 'change_license_types');
    await tx.delete(lotLicenseTypes).where(eq(lotLicenseTypes.id, id));
    return changeLot(tx, before, 'remove_license_type', {}, actor, { licenseTypeId: link.licenseTypeId });
  });
  return presentLot(db, row);
}

/** `POST /lots/close`: the lot ends without a sale (with the reason); its products are given back. */
export function closeLot(ctx: ServiceContext, { id, closeReason }: z.infer<typeof lotCloseSchema>): Promise<LotRecord> {
  return endLot(ctx, id, 'close', closeReason);
}

/** `POST /lots/cancel`: the lot is cancelled (with the reason); its products are given back. */
export function cancelLot(
  ctx: ServiceContext,
  { id, cancelReason }: z.infer<typeof lotCancelSchema>,
): Promise<LotRecord> {
  return endLot(ctx, id, 'cancel', cancelReason);
}

/** The lot ends without a sale; its products are given back. */
async function endLot(
  { db, caller: { actor } }: ServiceContext,
  id: number,
  action: 'close' | 'cancel',
  reason: string,
): Promise<LotRecord> {
  const row = await db.transaction(async (tx) => {
    const before = await lockLot(tx, id);
    requireLotAction(before, action);
    await releaseProducts(tx, id, actor);
    const change =
      action === 'close'
        ? { status: 'CLOSED' as const, closeReason: reason, editEnabled: false }
        : { status: 'CANCELLED' as const, cancelReason: reason, editEnabled: false };
    return changeLot(tx, before, action, change, actor);
  });
  return presentLot(db, row);
}

/** `POST /lots/enableedit`: keeps the current version in history and opens a new one for one change. */
export async function enableLotEdit({ db, caller: { actor } }: ServiceContext, id: number): Promise<LotRecord> {
  const row = await db.transaction(async (tx) => {
    const before = await lockLot(tx, id);
    requireLotAction(before, 'enable_edit');
    if (before.editEnabled) throw conflict(lotActionRefusal('enable_edit'));
    await keepLotVersion(
      tx,
      before,
      { productIds: await productIdsOfLot(tx, id), licenseTypes: await lotLicenseTypeRows(tx, id) },
      actor,
    );
    return changeLot(tx, before, 'enable_edit', { editEnabled: true, version: before.version + 1 }, actor);
  });
  return presentLot(db, row);
}

/** Ids among `ids` of products that lots refer to (such products are never deleted). */
export async function productsInLots(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: lotProducts.productId })
    .from(lotProducts)
    .where(inArray(lotProducts.productId, ids));
  return new Set(rows.map((r) => r.id));
}

/** Licence types that lots require (they cannot be deleted from the vocabulary). */
export async function licenseTypesInLots(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: lotLicenseTypes.licenseTypeId })
    .from(lotLicenseTypes)
    .where(inArray(lotLicenseTypes.licenseTypeId, ids));
  return new Set(rows.map((r) => r.id));
}

/** How many products a lot holds (publish refuses empty lots). */
export async function productCountOf(db: Db, lotId: number): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(lotProducts).where(eq(lotProducts.lotId, lotId));
  return total;
}

/** How many products each of the lots holds, in one query (lots without products are left out). */
export async function productCountsOf(db: Db, lotIds: number[]): Promise<Map<number, number>> {
  if (lotIds.length === 0) return new Map();
  const rows = await db
    .select({ lotId: lotProducts.lotId, total: count() })
    .from(lotProducts)
    .where(inArray(lotProducts.lotId, lotIds))
    .groupBy(lotProducts.lotId);
  return new Map(rows.map((r) => [r.lotId, r.total]));
}
