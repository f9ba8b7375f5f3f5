import {
  PRODUCT_FIELDS,
  PRODUCT_FIELDS_EDITABLE_IN_LOT,
  PRODUCT_PICTURE_BEAN,
  type ProductRecord,
  type ProductRef,
  type ProductStatus,
  type ProductView,
} from '@portal/contracts/products';
import type { FieldProperties } from '@portal/contracts/paging';
import type { Db } from '../../platform/db/database';
import { firstAttachmentIds } from '../attachments';
import { vocabularyRecordsByIds } from '../vocabularies';
import type { products } from './tables';

export type ProductRow = typeof products.$inferSelect;

/** Which fields can be changed in a status: all but the code while AVAILABLE, wording and place in a lot, none after. */
export function productFieldProperties(status: ProductStatus | null): FieldProperties {
  const properties: FieldProperties = {};
  for (const field of PRODUCT_FIELDS) {
    let disabled: boolean;
    if (status === null) disabled = false;
    else if (status === 'AVAILABLE') disabled = field === 'code';
    else if (status === 'IN_LOT') disabled = !PRODUCT_FIELDS_EDITABLE_IN_LOT.includes(field);
    else disabled = true;
    properties[field] = { disabled };
  }
  return properties;
}

const ref = (row: Record<string, unknown> | undefined): ProductRef | null =>
  row
    ? {
        id: row.id as number,
        code: row.code as string,
        labelSQ: row.labelSQ as string,
        labelEN: row.labelEN as string,
        labelSR: row.labelSR as string,
      }
    : null;

/** The rows with their vocabulary records and first photo, as the public views answer them. */
export async function presentViews(db: Db, rows: ProductRow[]): Promise<ProductView[]> {
  // One after the other: `db` may be the caller's transaction, which runs one query at a time.
  const subcategories = await vocabularyRecordsByIds(
    db,
    'product_subcategories',
    rows.map((r) => r.subcategoryId),
  );
  const qualities = await vocabularyRecordsByIds(
    db,
    'quality_types',
    rows.map((r) => r.qualityTypeId),
  );
  const units = await vocabularyRecordsByIds(
    db,
    'measurement_units',
    rows.map((r) => r.measurementUnitId),
  );
  const photos = await firstAttachmentIds(
    db,
    PRODUCT_PICTURE_BEAN,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const subcategory = subcategories.get(row.subcategoryId);
    const unit = units.get(row.measurementUnitId);
    return {
      id: row.id,
      code: row.code,
      nameSQ: row.nameSQ,
      nameEN: row.nameEN,
      nameSR: row.nameSR,
      descriptionSQ: row.descriptionSQ,
      descriptionEN: row.descriptionEN,
      descriptionSR: row.descriptionSR,
      subcategoryId: row.subcategoryId,
      qualityTypeId: row.qualityTypeId,
      measurementUnitId: row.measurementUnitId,
      quantity: Number(row.quantity),
      location: row.location,
      locationEN: row.locationEN,
      locationSR: row.locationSR,
      status: row.status,
      subcategory: subcategory ? { ...ref(subcategory)!, categoryId: subcategory.categoryId as number } : null,
      qualityType: ref(qualities.get(row.qualityTypeId)),
      measurementUnit: unit
        ? {
            ...ref(unit)!,
            symbol: (unit.symbol as string | null) ?? null,
            symbolEN: (unit.symbolEN as string | null) ?? null,
            symbolSR: (unit.symbolSR as string | null) ?? null,
          }
        : null,
      firstPhotoId: photos.get(row.id) ?? null,
    };
  });
}

/** The rows as the admin screens get them: the view plus state, version and field locks. */
export async function presentRecords(db: Db, rows: ProductRow[]): Promise<ProductRecord[]> {
  const views = await presentViews(db, rows);
  return views.map((view, i) => {
    const row = rows[i];
    return {
      ...view,
      lotId: row.lotId,
      version: row.version,
      withdrawReason: row.withdrawReason,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      fieldProperties: productFieldProperties(row.status),
    };
  });
}

/** The values a history entry keeps: the row's own columns, dates as ISO text. */
export function snapshotOf(row: ProductRow): Record<string, unknown> {
  return {
    ...row,
    quantity: Number(row.quantity),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
