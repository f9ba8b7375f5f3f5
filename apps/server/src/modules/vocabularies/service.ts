import type { PagedFilterQuery, PagedQuery } from '@portal/contracts/paging';
import {
  VOCABULARY_ACTIVE_LIMIT,
  type FieldProperties,
  type Paged,
  type VocabularyLogEntry,
  type VocabularyRef,
  type VocabularyType,
} from '@portal/contracts';
import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { auditRowsPage, presentAuditRow, writeAudit } from '../../platform/audit/audit';
import { auditLog } from '../../platform/audit/tables';
import type { ServiceContext } from '../../platform/http/context';
import { publicDataChanged } from '../../platform/http/public-cache';
import { sqlState, type Db } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { booleanFilter, containsFilter, pagedRows, pagingPlan, searchFilter } from '../../platform/http/paging';
import { vocabularyDefinition, type VocabularyDefinition, type VocabularyRow } from './registry';
import { productCategories, productSubcategories } from './tables';

/** A paged query with its `filter[...]` parameters. */
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

/** A record as the API answers it (validated against the contracts' schemas by the routes). */
export type PresentedRecord = Record<string, unknown>;

const BASE_FIELDS = ['code', 'labelSQ', 'labelEN', 'labelSR', 'active'] as const;

/** The values a row is saved from: the base fields and the type's own, nothing else. */
export function columnValues(def: VocabularyDefinition, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of [...BASE_FIELDS, ...Object.keys(def.extras)]) out[field] = values[field] ?? null;
  return out;
}

function fieldProperties(def: VocabularyDefinition, used: boolean, row?: VocabularyRow): FieldProperties {
  const properties: FieldProperties = {};
  for (const field of [...BASE_FIELDS, ...Object.keys(def.extras)]) properties[field] = { disabled: false };
  // A record others refer to keeps its code (the references may be by code, e.g. in imports).
  properties.code = { disabled: used };
  for (const field of row && def.changeRule ? def.changeRule.fixedFields(row) : []) {
    properties[field] = { disabled: true };
  }
  return properties;
}

/** 409 with the type's own refusal of the change (`changeRule`), when it has one. */
function checkChangeRule(
  def: VocabularyDefinition,
  before: VocabularyRow | undefined,
  after: Record<string, unknown> | undefined,
): void {
  const refusal = def.changeRule?.refusal(before, after);
  if (refusal) throw conflict(refusal.key, { field: refusal.field });
}

/** Ids among `ids` that are in use by any of the type's usage checks. */
export async function usedIds(db: Db, def: VocabularyDefinition, ids: number[]): Promise<Set<number>> {
  const used = new Set<number>();
  if (ids.length === 0) return used;
  for (const check of def.usage) for (const id of await check(db, ids)) used.add(id);
  return used;
}

async function present(
  db: Db,
  def: VocabularyDefinition,
  rows: VocabularyRow[],
  options: { fieldProperties: boolean },
): Promise<PresentedRecord[]> {
  const [used, decorations] = await Promise.all([
    options.fieldProperties
      ? usedIds(
          db,
          def,
          rows.map((r) => r.id),
        )
      : Promise.resolve(new Set<number>()),
    def.decorate ? def.decorate(db, rows) : Promise.resolve(rows.map(() => ({}))),
  ]);
  return rows.map((row, i) => ({
    id: row.id,
    ...columnValues(def, row),
    ...decorations[i],
    ...(options.fieldProperties ? { fieldProperties: fieldProperties(def, used.has(row.id), row) } : {}),
  }));
}

function table(def: VocabularyDefinition) {
  return def.table;
}

async function findRow(db: Db, def: VocabularyDefinition, id: number): Promise<VocabularyRow | undefined> {
  const t = table(def);
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row as VocabularyRow | undefined;
}

/** `GET /{type}/paged`: sort by id, code, labels, active (and the type's own); filter code, label, active, … */
export async function pagedVocabulary(
  { db }: ServiceContext,
  type: VocabularyType,
  query: PagedFilterQuery,
): Promise<Paged<PresentedRecord>> {
  const def = vocabularyDefinition(type);
  const t = table(def);
  const plan = pagingPlan(query, {
    sortable: {
      id: t.id,
      code: t.code,
      labelSQ: t.labelSQ,
      labelEN: t.labelEN,
      labelSR: t.labelSR,
      active: t.active,
      ...def.sortable,
    },
    filters: {
      code: containsFilter(t.code),
      label: searchFilter(t.labelSQ, t.labelEN, t.labelSR),
      active: booleanFilter(t.active),
      ...def.filters,
    },
  });
  const page = await pagedRows(db, t, plan, (row) => row as VocabularyRow);
  return {
    content: await present(db, def, page.content, { fieldProperties: true }),
    totalElements: page.totalElements,
  };
}

/** `GET /{type}/active`: the active records by Albanian label, bounded (a vocabulary is small). */
export async function activeVocabulary(
  db: Db,
  type: VocabularyType,
  query: Record<string, unknown>,
): Promise<PresentedRecord[]> {
  const def = vocabularyDefinition(type);
  const t = table(def);
  const conditions: SQL[] = [eq(t.active, true)];
  const extra = def.activeQuery?.where(query);
  if (extra) conditions.push(extra);
  const rows = await db
    .select()
    .from(t)
    .where(and(...conditions))
    .orderBy(asc(t.labelSQ), asc(t.id))
    .limit(VOCABULARY_ACTIVE_LIMIT);
  return present(db, def, rows as VocabularyRow[], { fieldProperties: false });
}

/** `GET /{type}/new`: a blank record with the defaults; every field editable. */
export function newVocabulary(type: VocabularyType): PresentedRecord {
  const def = vocabularyDefinition(type);
  const extras = Object.fromEntries(Object.keys(def.extras).map((field) => [field, def.defaults?.[field] ?? null]));
  const decoration = def.blankDecoration ?? {};
  return {
    id: null,
    code: '',
    labelSQ: '',
    labelEN: '',
    labelSR: '',
    active: true,
    ...extras,
    ...decoration,
    fieldProperties: fieldProperties(def, false),
  };
}

export async function getVocabulary(
  { db }: ServiceContext,
  type: VocabularyType,
  id: number,
): Promise<PresentedRecord> {
  const def = vocabularyDefinition(type);
  const row = await findRow(db, def, id);
  if (!row) throw notFound();
  const [record] = await present(db, def, [row], { fieldProperties: true });
  return record;
}

/** A record of a type as other records carry it (code, labels, active); undefined when there is none. */
export async function findVocabularyRef(db: Db, type: VocabularyType, id: number): Promise<VocabularyRef | undefined> {
  const row = await findRow(db, vocabularyDefinition(type), id);
  if (!row) return undefined;
  const { code, labelSQ, labelEN, labelSR, active } = row;
  return { id: row.id, code, labelSQ, labelEN, labelSR, active };
}

/** `POST /{type}`: creates, or updates when the body has an id; one transaction, audited. */
export async function saveVocabulary(
  { db, caller: { actor } }: Pick<ServiceContext, 'db' | 'caller'>,
  type: VocabularyType,
  input: Record<string, unknown> & { id?: number },
): Promise<PresentedRecord> {
  const def = vocabularyDefinition(type);
  const t = table(def);
  const values = columnValues(def, input);
  const saved = await db.transaction(async (tx) => {
    let before: VocabularyRow | undefined;
    if (input.id !== undefined) {
      before = await findRow(tx, def, input.id);
      if (!before) throw notFound();
    }
    checkChangeRule(def, before, values);
    if (before) {
      if (before.code !== values.code && (await usedIds(tx, def, [before.id])).has(before.id)) {
        throw badRequest({ code: 'validation.read_only' });
      }
    }
    const [clash] = await tx
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.code, values.code as string), before ? ne(t.id, before.id) : undefined));
    if (clash) throw badRequest({ code: 'vocabulary.code_exists' });
    if (def.references) {
      const [errors] = await def.references(tx, [values]);
      if (Object.keys(errors).length > 0) throw badRequest(errors);
    }
    let row: VocabularyRow;
    try {
      [row] = (
        before
          ? await tx
              .update(t)
              .set(values as never)
              .where(eq(t.id, before.id))
              .returning()
          : await tx
              .insert(t)
              .values(values as never)
              .returning()
      ) as VocabularyRow[];
    } catch (error) {
      // A concurrent save can still win the race past the checks above.
      if (sqlState(error) === '23505') throw badRequest({ code: 'vocabulary.code_exists' });
      if (sqlState(error) === '23503') throw badRequest({ categoryId: 'validation.not_found' });
      throw error;
    }
    await writeAudit(tx, {
      action: before ? 'vocabulary.update' : 'vocabulary.create',
      entity: type,
      entityId: row.id,
      before: before ?? null,
      after: row,
      ...actor,
    });
    // Labels and codes show in the public product and lot lists.
    await publicDataChanged(tx, ['products', 'auctions']);
    return row;
  });
  const [record] = await present(db, def, [saved], { fieldProperties: true });
  return record;
}

/** `DELETE /{type}/{id}`: refused with 409 `vocabulary.in_use` while other records refer to it. */
export async function deleteVocabulary(
  { db, caller: { actor } }: ServiceContext,
  type: VocabularyType,
  id: number,
): Promise<void> {
  const def = vocabularyDefinition(type);
  const t = table(def);
  await db.transaction(async (tx) => {
    const before = await findRow(tx, def, id);
    if (!before) throw notFound();
    checkChangeRule(def, before, undefined);
    if ((await usedIds(tx, def, [id])).has(id)) throw conflict('vocabulary.in_use');
    try {
      await tx.delete(t).where(eq(t.id, id));
    } catch (error) {
      if (sqlState(error) === '23503') throw conflict('vocabulary.in_use');
      throw error;
    }
    await writeAudit(tx, { action: 'vocabulary.delete', entity: type, entityId: id, before, ...actor });
    await publicDataChanged(tx, ['products', 'auctions']);
  });
}

/** `GET /{type}/log?id=…`: the audit entries of one record (created, updated, deleted), newest first. */
export async function vocabularyLog(
  { db }: ServiceContext,
  type: VocabularyType,
  id: number,
  query: PagedQuery,
): Promise<Paged<VocabularyLogEntry>> {
  const where = and(eq(auditLog.entity, type), eq(auditLog.entityId, String(id)));
  const { rows, total } = await auditRowsPage(db, where, query.page, query.count);
  return { content: rows.map(presentAuditRow), totalElements: total };
}

/** Rows of a type by code (for the import's upsert). */
export async function rowsByCode(db: Db, def: VocabularyDefinition, codes: string[]): Promise<VocabularyRow[]> {
  if (codes.length === 0) return [];
  const t = table(def);
  return (await db.select().from(t).where(inArray(t.code, codes))) as VocabularyRow[];
}

/**
 * Records of a type by id, active or not (for features that refer to vocabularies: their labels
 * and whether a chosen record exists). Ids that do not exist are absent from the map.
 */
export async function vocabularyRecordsByIds(
  db: Db,
  type: VocabularyType,
  ids: number[],
): Promise<Map<number, VocabularyRow>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const t = table(vocabularyDefinition(type));
  const rows = (await db.select().from(t).where(inArray(t.id, wanted))) as VocabularyRow[];
  return new Map(rows.map((row) => [row.id, row]));
}
