import type { Paged, PagedQuery, PagedFilterQuery } from '@portal/contracts/paging';
import {
  PRODUCT_STATUSES,
  type ProductHistoryEntry,
  type ProductLogEntry,
  type ProductRecord,
  type ProductView,
} from '@portal/contracts/products';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { auditRowsPage, presentAuditRow } from '../../platform/audit/audit';
import { auditLog } from '../../platform/audit/tables';
import type { Db } from '../../platform/db/database';
import {
  containsFilter,
  integerFilter,
  oneOfFilter,
  pagedRows,
  pagingPlan,
  searchFilter,
  type FilterBuilder,
} from '../../platform/http/paging';
import { activeVocabulary } from '../vocabularies';
import { presentRecords, presentViews } from './present';
import { productHistory, products } from './tables';
import type { ServiceContext } from '../../platform/http/context';

/** A paged query with its `filter[...]` parameters. */

const SORTABLE = {
  id: products.id,
  code: products.code,
  nameSQ: products.nameSQ,
  nameEN: products.nameEN,
  nameSR: products.nameSR,
  quantity: products.quantity,
  location: products.location,
  status: products.status,
  updatedAt: products.updatedAt,
};

/**
 * Products of the (active) subcategories of a category. The subcategory ids are read first (a
 * category has a handful), since this module does not query the vocabularies' tables.
 */
async function categoryFilter(db: Db, value: string): Promise<SQL | undefined> {
  if (!/^\d{1,9}$/.test(value)) return undefined;
  const subcategories = await activeVocabulary(db, 'product_subcategories', { categoryId: Number(value) });
  const ids = subcategories.map((s) => s.id as number);
  return ids.length > 0 ? inArray(products.subcategoryId, ids) : sql`false`;
}

/** The filters both lists share; `category` is resolved before paging (it needs a read). */
async function filters(db: Db, query: PagedFilterQuery): Promise<Record<string, FilterBuilder>> {
  const category = query['filter[category]'];
  const categoryCondition =
    typeof category === 'string' && category.trim() ? await categoryFilter(db, category.trim()) : undefined;
  return {
    code: containsFilter(products.code),
    name: searchFilter(products.nameSQ, products.nameEN, products.nameSR),
    search: searchFilter(products.code, products.nameSQ, products.nameEN, products.nameSR),
    subcategory: integerFilter(products.subcategoryId),
    qualityType: integerFilter(products.qualityTypeId),
    measurementUnit: integerFilter(products.measurementUnitId),
    category: () => categoryCondition,
  };
}

/** `GET /products/paged`: sort by id, code, names, quantity, location, status, updatedAt; filter code, name, search, subcategory, category, status, … */
export async function pagedProducts({ db }: ServiceContext, query: PagedFilterQuery): Promise<Paged<ProductRecord>> {
  const plan = pagingPlan(query, {
    sortable: SORTABLE,
    filters: { ...(await filters(db, query)), status: oneOfFilter(products.status, PRODUCT_STATUSES) },
  });
  const page = await pagedRows(db, products, plan, (row) => row);
  return { content: await presentRecords(db, page.content), totalElements: page.totalElements };
}

/** `GET /products/products_view` (public): AVAILABLE products; filter subcategory, category, search. */
export async function productsView({ db }: ServiceContext, query: PagedFilterQuery): Promise<Paged<ProductView>> {
  const all = await filters(db, query);
  const plan = pagingPlan(query, {
    sortable: {
      id: products.id,
      code: products.code,
      nameSQ: products.nameSQ,
      nameEN: products.nameEN,
      nameSR: products.nameSR,
    },
    filters: { subcategory: all.subcategory, category: all.category, search: all.search },
    where: eq(products.status, 'AVAILABLE'),
  });
  const page = await pagedRows(db, products, plan, (row) => row);
  return { content: await presentViews(db, page.content), totalElements: page.totalElements };
}

/** `GET /products/history?id=`: the earlier versions of a product, newest first. */
export async function productHistoryPage(
  { db }: ServiceContext,
  id: number,
  query: PagedQuery,
): Promise<Paged<ProductHistoryEntry>> {
  const where = eq(productHistory.productId, id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(productHistory)
      .where(where)
      .orderBy(desc(productHistory.version))
      .limit(query.count)
      .offset((query.page - 1) * query.count),
    db.select({ total: count() }).from(productHistory).where(where),
  ]);
  return {
    content: rows.map((r) => ({
      id: r.id,
      productId: r.productId,
      version: r.version,
      action: r.action,
      values: r.values,
      changedAt: r.changedAt.toISOString(),
      changedBy: r.changedBy,
    })),
    totalElements: total,
  };
}

/** `GET /products/log?id=`: the audit entries of a product, newest first. */
export async function productLogPage(
  { db }: ServiceContext,
  id: number,
  query: PagedQuery,
): Promise<Paged<ProductLogEntry>> {
  const where = and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(id)));
  const { rows, total } = await auditRowsPage(db, where, query.page, query.count);
  return { content: rows.map(presentAuditRow), totalElements: total };
}
