import {
  EDITABLE_PRODUCT_STATUSES,
  GENERATED_PRODUCT_CODE,
  PRODUCT_FIELDS,
  PRODUCT_FIELDS_EDITABLE_IN_LOT,
  PRODUCT_PICTURE_BEAN,
  canChangeProductStatus,
  generatedProductCode,
  type ProductRecord,
  type ProductStatus,
  type ProductValues,
  type ProductView,
} from '@portal/contracts/products';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { writeAudit, type Actor } from '../../platform/audit/audit';
import { sqlState, type Db } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { publicDataChanged } from '../../platform/http/public-cache';
import { detachAllFiles, firstAttachmentIds, removeStoredFiles } from '../attachments';
import { vocabularyRecordsByIds } from '../vocabularies';
import { presentRecords, presentViews, productFieldProperties, snapshotOf, type ProductRow } from './present';
import { productHistory, products } from './tables';
import type { ServiceContext } from '../../platform/http/context';

type AuditActor = { actorId: number | null; actorUsername: string | null; ip: string | null };
const auditActor = (actor: Actor): AuditActor => ({
  actorId: actor.actorId ?? null,
  actorUsername: actor.actorUsername ?? null,
  ip: actor.ip ?? null,
});

/** Ids among `ids` that other features refer to (lots register theirs): such products are never deleted. */
export type ProductUsageCheck = (db: Db, ids: number[]) => Promise<Set<number>>;
const usageChecks: ProductUsageCheck[] = [];
export function registerProductUsage(check: ProductUsageCheck): void {
  if (!usageChecks.includes(check)) usageChecks.push(check);
}

/**
 * Whether a product is shown to everyone by another feature (lots of public auctions register theirs):
 * its photos are then public whatever its status.
 */
export type ProductPublicCheck = (db: Db, productId: number) => Promise<boolean>;
const publicChecks: ProductPublicCheck[] = [];
export function registerProductPublicCheck(check: ProductPublicCheck): void {
  if (!publicChecks.includes(check)) publicChecks.push(check);
}

export async function productShownPublicly(db: Db, productId: number): Promise<boolean> {
  for (const check of publicChecks) if (await check(db, productId)) return true;
  return false;
}

/** The public views of the products with these ids, in the order of `ids` (unknown ids left out). */
export async function productViewsByIds(db: Db, ids: number[]): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return presentViews(
    db,
    ids.map((id) => byId.get(id)).filter((row): row is ProductRow => row !== undefined),
  );
}

/** Product id → id of its first photo, for the products among `ids` that have one. */
export function firstPhotoIds(db: Db, ids: number[]): Promise<Map<number, number>> {
  return firstAttachmentIds(db, PRODUCT_PICTURE_BEAN, ids);
}

async function lockRow(tx: Db, id: number): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

export async function findProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

export async function getProduct(db: Db, id: number): Promise<ProductRecord> {
  const row = await findProduct(db, id);
  if (!row) throw notFound();
  const [record] = await presentRecords(db, [row]);
  return record;
}

/** `GET /products/new`: a blank product; every field open, the code may stay empty (generated). */
export function newProduct() {
  return {
    id: null,
    code: '',
    nameSQ: '',
    nameEN: '',
    nameSR: '',
    location: '',
    status: 'AVAILABLE' as const,
    fieldProperties: productFieldProperties(null),
  };
}

const REFERENCES = [
  ['subcategoryId', 'product_subcategories'],
  ['qualityTypeId', 'quality_types'],
  ['measurementUnitId', 'measurement_units'],
] as const;

/** A chosen vocabulary record must exist and be active; one the product already had may stay. */
async function checkReferences(tx: Db, values: ProductValues, before: ProductRow | undefined): Promise<void> {
  const errors: Record<string, string> = {};
  for (const [field, type] of REFERENCES) {
    const id = values[field];
    if (before && before[field] === id) continue;
    const record = (await vocabularyRecordsByIds(tx, type, [id])).get(id);
    if (!record) errors[field] = 'validation.not_found';
    else if (!record.active) errors[field] = 'validation.inactive';
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** Products show in the public product list, and their photos on the public lot cards. */
export const PRODUCT_PUBLIC_TAGS = ['products', 'auctions'] as const;

async function keepHistory(tx: Db, before: ProductRow, action: string, actor: Actor): Promise<void> {
  await tx.insert(productHistory).values({
    productId: before.id,
    version: before.version,
    action,
    values: snapshotOf(before),
    changedBy: actor.actorUsername ?? null,
  });
}

const sameValue = (field: string, a: unknown, b: unknown) =>
  field === 'quantity' ? Number(a) === Number(b) : (a ?? null) === (b ?? null);

function columnsOf(values: ProductValues) {
  return {
    nameSQ: values.nameSQ,
    nameEN: values.nameEN,
    nameSR: values.nameSR,
    descriptionSQ: values.descriptionSQ,
    descriptionEN: values.descriptionEN,
    descriptionSR: values.descriptionSR,
    subcategoryId: values.subcategoryId,
    qualityTypeId: values.qualityTypeId,
    measurementUnitId: values.measurementUnitId,
    quantity: values.quantity,
    location: values.location,
    // A missing translation is left as it is (null on create); an empty one is cleared.
    ...(values.locationEN === undefined ? {} : { locationEN: values.locationEN || null }),
    ...(values.locationSR === undefined ? {} : { locationSR: values.locationSR || null }),
  };
}

async function createProduct(tx: Db, values: ProductValues, actor: Actor): Promise<ProductRow> {
  await checkReferences(tx, values, undefined);
  if (values.code !== null) {
    // Generated codes are the portal's; an entered one may not look like them.
    if (GENERATED_PRODUCT_CODE.test(values.code)) throw badRequest({ code: 'product.code_reserved' });
    const [clash] = await tx.select({ id: products.id }).from(products).where(eq(products.code, values.code));
    if (clash) throw badRequest({ code: 'product.code_exists' });
  }
  // The id first, so a generated code can carry it.
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('products', 'id'))::int as id`);
  const id = Number((result as { rows: Array<{ id: number }> }).rows[0].id);
  const code = values.code ?? generatedProductCode(new Date().getUTCFullYear(), id);
  const [row] = await tx
    .insert(products)
    .values({ id, code, ...columnsOf(values) })
    .returning();
  await writeAudit(tx, { action: 'product.create', entity: 'product', entityId: row.id, after: row, ...actor });
  await publicDataChanged(tx, PRODUCT_PUBLIC_TAGS);
  return row;
}

async function updateProduct(tx: Db, id: number, values: ProductValues, actor: Actor): Promise<ProductRow> {
  const before = await lockRow(tx, id);
  const status = before.status;
  if (!EDITABLE_PRODUCT_STATUSES.includes(status)) throw conflict('product.not_editable');
  if (values.code !== null && values.code !== before.code) throw badRequest({ code: 'validation.read_only' });
  const next = columnsOf(values);
  const changed = PRODUCT_FIELDS.filter(
    (field) =>
      field !== 'code' && !sameValue(field, before[field as keyof ProductRow], next[field as keyof typeof next]),
  );
  if (status === 'IN_LOT') {
    const locked = changed.filter((field) => !PRODUCT_FIELDS_EDITABLE_IN_LOT.includes(field));
    if (locked.length > 0) throw badRequest(Object.fromEntries(locked.map((f) => [f, 'validation.read_only'])));
  }
  if (changed.length === 0) return before;
  await checkReferences(tx, values, before);
  await keepHistory(tx, before, 'update', actor);
  const [row] = await tx
    .update(products)
    .set({ ...next, version: before.version + 1, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  await writeAudit(tx, { action: 'product.update', entity: 'product', entityId: id, before, after: row, ...actor });
  await publicDataChanged(tx, PRODUCT_PUBLIC_TAGS);
  return row;
}

/** `POST /products`: creates, or updates when the body has an id; one transaction, versioned and audited. */
export async function saveProduct(
  { db, caller: { actor } }: Pick<ServiceContext, 'db' | 'caller'>,
  input: ProductValues,
): Promise<ProductRecord> {
  let row: ProductRow;
  try {
    row = await db.transaction((tx) =>
      input.id === undefined ? createProduct(tx, input, actor) : updateProduct(tx, input.id, input, actor),
    );
  } catch (error) {
    // A concurrent save can still take the code past the check above.
    if (sqlState(error) === '23505') throw badRequest({ code: 'product.code_exists' });
    throw error;
  }
  const [record] = await presentRecords(db, [row]);
  return record;
}

async function setStatus(
  tx: Db,
  before: ProductRow,
  change: { status: ProductStatus; lotId?: number | null; withdrawReason?: string | null },
  action: string,
  actor: Actor,
): Promise<ProductRow> {
  await keepHistory(tx, before, action, actor);
  const [row] = await tx
    .update(products)
    .set({ ...change, version: before.version + 1, updatedAt: new Date() })
    .where(eq(products.id, before.id))
    .returning();
  await writeAudit(tx, {
    action: `product.${action}`,
    entity: 'product',
    entityId: before.id,
    before: { status: before.status, lotId: before.lotId },
    after: { status: row.status, lotId: row.lotId, withdrawReason: row.withdrawReason },
    ...actor,
  });
  await publicDataChanged(tx, PRODUCT_PUBLIC_TAGS);
  return row;
}

/** `POST /products/withdraw`: only an AVAILABLE product (409 `product.not_available` otherwise). */
export async function withdrawProduct(
  { db, caller: { actor } }: ServiceContext,
  id: number,
  reason: string,
): Promise<ProductRecord> {
  const row = await db.transaction(async (tx) => {
    const before = await lockRow(tx, id);
    if (!canChangeProductStatus(before.status, 'WITHDRAWN')) {
      throw conflict('product.not_available');
    }
    return setStatus(tx, before, { status: 'WITHDRAWN', withdrawReason: reason }, 'withdraw', actor);
  });
  return (await presentRecords(db, [row]))[0];
}

/**
 * For the lots feature, inside its transaction: puts a product into a lot (IN_LOT with the lot),
 * gives it back (AVAILABLE) or marks it SOLD. A move the status does not allow answers 409; a
 * product already in another lot is refused, so a product sits in at most one open lot.
 */
export async function changeProductStatus(
  tx: Db,
  id: number,
  to: ProductStatus,
  options: { lotId?: number | null },
  actor: Actor,
): Promise<ProductRow> {
  const before = await lockRow(tx, id);
  if (!canChangeProductStatus(before.status, to)) throw conflict('product.status_change_refused');
  const lotId = to === 'IN_LOT' ? (options.lotId ?? null) : to === 'SOLD' ? before.lotId : null;
  if (to === 'IN_LOT' && lotId === null) throw conflict('product.status_change_refused');
  return setStatus(tx, before, { status: to, lotId }, 'status', actor);
}

/** A product is used once it has been in a lot, or while another feature refers to it. */
async function isUsed(tx: Db, row: ProductRow): Promise<boolean> {
  if (row.status === 'IN_LOT' || row.status === 'SOLD' || row.lotId !== null) return true;
  const [earlier] = await tx
    .select({ id: productHistory.id })
    .from(productHistory)
    .where(and(eq(productHistory.productId, row.id), sql`${productHistory.values}->>'lotId' is not null`))
    .limit(1);
  if (earlier) return true;
  for (const check of usageChecks) if ((await check(tx, [row.id])).has(row.id)) return true;
  return false;
}

/** `DELETE /products/{id}`: only a product never used (409 `product.in_use`); its photos go with it. */
export async function deleteProduct({ caller: { actor }, ...deps }: ServiceContext, id: number): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    const before = await lockRow(tx, id);
    if (await isUsed(tx, before)) throw conflict('product.in_use');
    const keys = await detachAllFiles(tx, { bean: PRODUCT_PICTURE_BEAN, objectId: id }, auditActor(actor));
    await tx.delete(products).where(eq(products.id, id));
    await writeAudit(tx, { action: 'product.delete', entity: 'product', entityId: id, before, ...actor });
    await publicDataChanged(tx, PRODUCT_PUBLIC_TAGS);
    return keys;
  });
  await removeStoredFiles(deps.storage, keys);
}

/** `POST /products/delete_photos`: removes every photo of an editable product; answers how many. */
export async function deleteProductPhotos({ caller: { actor }, ...deps }: ServiceContext, id: number): Promise<number> {
  const keys = await deps.db.transaction(async (tx) => {
    const before = await lockRow(tx, id);
    if (!EDITABLE_PRODUCT_STATUSES.includes(before.status)) throw conflict('product.not_editable');
    const keys = await detachAllFiles(tx, { bean: PRODUCT_PICTURE_BEAN, objectId: id }, auditActor(actor));
    await writeAudit(tx, {
      action: 'product.delete_photos',
      entity: 'product',
      entityId: id,
      after: { deleted: keys.length },
      ...actor,
    });
    await publicDataChanged(tx, PRODUCT_PUBLIC_TAGS);
    return keys;
  });
  await removeStoredFiles(deps.storage, keys);
  return keys.length;
}

/** Products whose code is among `codes` other than `exceptId` (for the demo seed's idempotence). */
export async function productIdByCode(db: Db, code: string, exceptId?: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.code, code), exceptId ? ne(products.id, exceptId) : undefined));
  return row?.id;
}

const usingColumn =
  (column: AnyPgColumn) =>
  async (db: Db, ids: number[]): Promise<Set<number>> => {
    if (ids.length === 0) return new Set();
    const rows = await db.selectDistinct({ id: column }).from(products).where(inArray(column, ids));
    return new Set(rows.map((r) => r.id as number));
  };

/** Vocabulary records products refer to: they keep their code and cannot be deleted. */
export const VOCABULARY_USAGE = {
  product_subcategories: usingColumn(products.subcategoryId),
  quality_types: usingColumn(products.qualityTypeId),
  measurement_units: usingColumn(products.measurementUnitId),
} as const;
