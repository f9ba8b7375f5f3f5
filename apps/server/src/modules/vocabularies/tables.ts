import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Columns every vocabulary has: a unique code, the multilingual labels and an active flag. */
const vocabularyColumns = () => ({
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  labelSQ: text('label_sq').notNull(),
  labelEN: text('label_en').notNull(),
  labelSR: text('label_sr').notNull(),
  active: boolean('active').notNull().default(true),
});

export const productCategories = pgTable(
  'product_categories',
  {
    ...vocabularyColumns(),
    icon: text('icon'),
  },
  (t) => [uniqueIndex('product_categories_code_idx').on(t.code)],
);

export const productSubcategories = pgTable(
  'product_subcategories',
  {
    ...vocabularyColumns(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id),
  },
  (t) => [
    uniqueIndex('product_subcategories_code_idx').on(t.code),
    index('product_subcategories_category_idx').on(t.categoryId),
  ],
);

export const measurementUnits = pgTable(
  'measurement_units',
  {
    ...vocabularyColumns(),
    symbol: text('symbol'),
  },
  (t) => [uniqueIndex('measurement_units_code_idx').on(t.code)],
);

export const licenseTypes = pgTable(
  'license_types',
  {
    ...vocabularyColumns(),
    description: text('description'),
  },
  (t) => [uniqueIndex('license_types_code_idx').on(t.code)],
);

export const qualityTypes = pgTable('quality_types', vocabularyColumns(), (t) => [
  uniqueIndex('quality_types_code_idx').on(t.code),
]);

export const banks = pgTable(
  'banks',
  {
    ...vocabularyColumns(),
    swiftCode: text('swift_code'),
  },
  (t) => [uniqueIndex('banks_code_idx').on(t.code)],
);
