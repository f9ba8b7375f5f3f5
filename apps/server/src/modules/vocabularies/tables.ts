import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

const labels = {
  labelSQ: text('label_sq').notNull(),
  labelEN: text('label_en').notNull(),
  labelSR: text('label_sr').notNull(),
};

export const productCategories = pgTable(
  'product_categories',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    ...labels,
    icon: text('icon'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('product_categories_code_idx').on(t.code)],
);

export const productSubcategories = pgTable(
  'product_subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id),
    code: text('code').notNull(),
    ...labels,
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('product_subcategories_code_idx').on(t.code)],
);
