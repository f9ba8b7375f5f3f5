import { PRODUCT_STATUSES } from '@portal/contracts/products';
import { index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { measurementUnits, productSubcategories, qualityTypes } from '../vocabularies';
import { multilingualDescriptions, multilingualNames, timestamps } from '../../platform/db/columns';

/** Goods offered in auctions: one row per product, its earlier versions in `product_history`. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** Entered, or generated as `P-<year>-<id>`; fixed once created. */
    code: text('code').notNull(),
    ...multilingualNames(),
    ...multilingualDescriptions(),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => productSubcategories.id),
    qualityTypeId: integer('quality_type_id')
      .notNull()
      .references(() => qualityTypes.id),
    measurementUnitId: integer('measurement_unit_id')
      .notNull()
      .references(() => measurementUnits.id),
    quantity: numeric('quantity', { precision: 15, scale: 3, mode: 'number' }).notNull(),
    /** Where the goods are, in Albanian; the English and Serbian texts fall back to it when empty. */
    location: text('location').notNull(),
    locationEN: text('location_en'),
    locationSR: text('location_sr'),
    /** AVAILABLE | IN_LOT | SOLD | WITHDRAWN (contracts: PRODUCT_STATUSES, PRODUCT_TRANSITIONS). */
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('AVAILABLE'),
    /** The open lot holding the product (set by the lots feature; a product sits in at most one). */
    lotId: integer('lot_id'),
    withdrawReason: text('withdraw_reason'),
    /** Raised by every change; the values before it are kept in product_history. */
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('products_code_idx').on(t.code),
    index('products_status_subcategory_idx').on(t.status, t.subcategoryId),
    index('products_subcategory_idx').on(t.subcategoryId),
    index('products_lot_idx').on(t.lotId),
  ],
);

/** Earlier versions of products: the whole row as it was before each change. */
export const productHistory = pgTable(
  'product_history',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** What replaced this version: update, withdraw, status. */
    action: text('action').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedBy: text('changed_by'),
  },
  (t) => [uniqueIndex('product_history_version_idx').on(t.productId, t.version)],
);
