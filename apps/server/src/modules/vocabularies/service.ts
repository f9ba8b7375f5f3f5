import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { productCategories, productSubcategories } from './tables';

type Category = typeof productCategories.$inferSelect;
type Subcategory = typeof productSubcategories.$inferSelect;

/** Active product categories, each with its active subcategories, in code order. */
export async function activeCategoriesWithSubcategories(
  db: Db,
): Promise<Array<Category & { subcategories: Subcategory[] }>> {
  const [categories, subcategories] = await Promise.all([
    db.select().from(productCategories).where(eq(productCategories.active, true)).orderBy(asc(productCategories.code)),
    db
      .select()
      .from(productSubcategories)
      .where(eq(productSubcategories.active, true))
      .orderBy(asc(productSubcategories.code)),
  ]);
  return categories
    .map((c) => ({ ...c, subcategories: subcategories.filter((s) => s.categoryId === c.id) }))
    .filter((c) => c.subcategories.length > 0);
}
