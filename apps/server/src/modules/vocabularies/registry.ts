import { vocabularySchemas, type VocabularyType } from '@portal/contracts';
import { CASE_TYPES, PORTAL_DOCUMENT_GROUPS } from '@portal/contracts/portal-cases';
import {
  AUTHORITY_DOCUMENT_TYPE_FIXED_FIELDS,
  authorityDocumentTypeRefusal,
  isAuthorityDocumentType,
} from '@portal/contracts/portal-documents';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { idParamSchema } from '@portal/contracts/input';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import {
  booleanFilter,
  containsFilter,
  integerFilter,
  oneOfFilter,
  type FilterBuilder,
} from '../../platform/http/paging';
import {
  banks,
  caseSubTypes,
  licenseTypes,
  measurementUnits,
  officeLocations,
  portalAuthorizationTypes,
  portalDecisionTypes,
  portalDocumentTypes,
  portalGoodsTypes,
  portalTariffTypes,
  productCategories,
  productSubcategories,
  qualityTypes,
  tariffs,
} from './tables';
import { templateUsage, withTemplate } from './template-files';

/** The columns every vocabulary table has (see `vocabularyColumns` in tables.ts). */
export type VocabularyTable = PgTable & {
  id: AnyPgColumn;
  code: AnyPgColumn;
  labelSQ: AnyPgColumn;
  labelEN: AnyPgColumn;
  labelSR: AnyPgColumn;
  active: AnyPgColumn;
};

export type VocabularyRow = {
  id: number;
  code: string;
  labelSQ: string;
  labelEN: string;
  labelSR: string;
  active: boolean;
} & Record<string, unknown>;

/** Ids among `ids` that other records refer to: their code is fixed and they cannot be deleted. */
export type UsageCheck = (db: Db, ids: number[]) => Promise<Set<number>>;

/** Field errors per value (same order as `values`), for references that do not exist. */
export type ReferenceCheck = (db: Db, values: Array<Record<string, unknown>>) => Promise<Array<Record<string, string>>>;

/**
 * Which changes of a type's records the product refuses whatever their use (the authority's own document types):
 * `refusal` answers why a change is refused — `before` the stored record (undefined when one is created), `after`
 * the values saved (undefined when it is deleted) — with the field it is about and the key (409 on save and delete,
 * the import row refused on that field), or null; `fixedFields` the fields a stored record keeps (locked in its
 * `fieldProperties`).
 */
export type ChangeRule = {
  refusal: (
    before: Record<string, unknown> | undefined,
    after: Record<string, unknown> | undefined,
  ) => { field: string; key: string } | null;
  fixedFields: (record: Record<string, unknown>) => readonly string[];
};

/** An extra field's column and how a CSV cell becomes its value (`boolean`: true/false, yes/no, po/jo, da/ne…). */
export type ExtraField = { column: AnyPgColumn; kind: 'text' | 'integer' | 'boolean' };

/** What the generic service needs to know about one vocabulary type; the routes are written once. */
export type VocabularyDefinition = {
  type: VocabularyType;
  table: VocabularyTable;
  /** The type's own fields (beyond code, labels and active) and their columns. */
  extras: Record<string, ExtraField>;
  /** Extra `sort` fields beyond id, code, labels and active. */
  sortable?: Record<string, AnyPgColumn>;
  /** Extra `filter[...]` fields beyond code, label and active. */
  filters?: Record<string, FilterBuilder>;
  /** The query of `GET active` (subcategories of one category) and the condition it makes. */
  activeQuery?: { schema: z.ZodObject; where: (query: Record<string, unknown>) => SQL | undefined };
  usage: UsageCheck[];
  changeRule?: ChangeRule;
  references?: ReferenceCheck;
  /** Fields shown with a row that are not its columns (the category of a subcategory, the template file). */
  decorate?: (db: Db, rows: VocabularyRow[]) => Promise<Array<Record<string, unknown>>>;
  /** Those fields on a blank record (`GET new`). */
  blankDecoration?: Record<string, unknown>;
  /** Extra fields' values on a blank record (`GET new`) other than null. */
  defaults?: Record<string, unknown>;
};

const noUsage: UsageCheck = () => Promise.resolve(new Set<number>());

const categoryHasSubcategories: UsageCheck = async (db, ids) => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: productSubcategories.categoryId })
    .from(productSubcategories)
    .where(inArray(productSubcategories.categoryId, ids));
  return new Set(rows.map((r) => r.id));
};

const categoryExists: ReferenceCheck = async (db, values) => {
  const wanted = [...new Set(values.map((v) => v.categoryId).filter((id): id is number => typeof id === 'number'))];
  const found =
    wanted.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .select({ id: productCategories.id })
              .from(productCategories)
              .where(inArray(productCategories.id, wanted))
          ).map((r) => r.id),
        );
  return values.map((v): Record<string, string> =>
    typeof v.categoryId === 'number' && !found.has(v.categoryId) ? { categoryId: 'validation.not_found' } : {},
  );
};

const withCategory = async (db: Db, rows: VocabularyRow[]) => {
  const ids = [...new Set(rows.map((r) => r.categoryId as number))];
  const categories =
    ids.length === 0
      ? []
      : await db
          .select({
            id: productCategories.id,
            code: productCategories.code,
            labelSQ: productCategories.labelSQ,
            labelEN: productCategories.labelEN,
            labelSR: productCategories.labelSR,
          })
          .from(productCategories)
          .where(inArray(productCategories.id, ids));
  const byId = new Map(categories.map((c) => [c.id, c]));
  return rows.map((r) => ({ category: byId.get(r.categoryId as number) ?? null }));
};

const positiveId = idParamSchema;

const DEFINITIONS: Record<VocabularyType, VocabularyDefinition> = {
  measurement_units: {
    type: 'measurement_units',
    table: measurementUnits,
    extras: {
      symbol: { column: measurementUnits.symbol, kind: 'text' },
      symbolEN: { column: measurementUnits.symbolEN, kind: 'text' },
      symbolSR: { column: measurementUnits.symbolSR, kind: 'text' },
    },
    sortable: { symbol: measurementUnits.symbol },
    filters: { symbol: containsFilter(measurementUnits.symbol) },
    usage: [noUsage],
  },
  license_types: {
    type: 'license_types',
    table: licenseTypes,
    extras: { description: { column: licenseTypes.description, kind: 'text' } },
    usage: [noUsage],
  },
  product_categories: {
    type: 'product_categories',
    table: productCategories,
    extras: { icon: { column: productCategories.icon, kind: 'text' } },
    usage: [categoryHasSubcategories],
  },
  product_subcategories: {
    type: 'product_subcategories',
    table: productSubcategories,
    extras: { categoryId: { column: productSubcategories.categoryId, kind: 'integer' } },
    filters: { categoryId: integerFilter(productSubcategories.categoryId) },
    // "Subcategories use the same generic service with a query" (spec §7); those of an inactive
    // category are not offered, as in the visitors' menu.
    activeQuery: {
      schema: z.object({ categoryId: positiveId.optional() }),
      where: (query) =>
        and(
          sql`${productSubcategories.categoryId} in (select ${productCategories.id} from ${productCategories} where ${productCategories.active})`,
          typeof query.categoryId === 'number' ? eq(productSubcategories.categoryId, query.categoryId) : undefined,
        ),
    },
    // Subcategories are not referenced yet; products will register their check here.
    usage: [noUsage],
    references: categoryExists,
    decorate: withCategory,
    blankDecoration: { category: null },
  },
  quality_types: {
    type: 'quality_types',
    table: qualityTypes,
    extras: {},
    usage: [noUsage],
  },
  banks: {
    type: 'banks',
    table: banks,
    extras: { swiftCode: { column: banks.swiftCode, kind: 'text' } },
    sortable: { swiftCode: banks.swiftCode },
    filters: { swiftCode: containsFilter(banks.swiftCode) },
    usage: [noUsage],
  },
  // The customs portal's. The case modules register what refers to sub-types, document types and decision types.
  case_sub_types: {
    type: 'case_sub_types',
    table: caseSubTypes,
    extras: { caseType: { column: caseSubTypes.caseType, kind: 'text' } },
    sortable: { caseType: caseSubTypes.caseType },
    filters: { caseType: oneOfFilter(caseSubTypes.caseType, CASE_TYPES) },
    // The wizard and the home page's filter offer the sub-types of one kind.
    activeQuery: {
      schema: z.object({ caseType: z.enum(CASE_TYPES).optional() }),
      where: (query) =>
        typeof query.caseType === 'string' ? eq(caseSubTypes.caseType, query.caseType as never) : undefined,
    },
    usage: [noUsage],
  },
  portal_document_types: {
    type: 'portal_document_types',
    table: portalDocumentTypes,
    extras: {
      groupCode: { column: portalDocumentTypes.groupCode, kind: 'text' },
      required: { column: portalDocumentTypes.required, kind: 'boolean' },
    },
    sortable: { groupCode: portalDocumentTypes.groupCode, required: portalDocumentTypes.required },
    filters: {
      groupCode: oneOfFilter(portalDocumentTypes.groupCode, PORTAL_DOCUMENT_GROUPS),
      required: booleanFilter(portalDocumentTypes.required),
    },
    activeQuery: {
      schema: z.object({ groupCode: z.enum(PORTAL_DOCUMENT_GROUPS).optional() }),
      where: (query) =>
        typeof query.groupCode === 'string' ? eq(portalDocumentTypes.groupCode, query.groupCode as never) : undefined,
    },
    defaults: { required: false },
    usage: [noUsage],
    // The authority's own (AUTHORITY group): the portal issues them by code (contracts, portal-documents.ts).
    changeRule: {
      refusal: authorityDocumentTypeRefusal,
      fixedFields: (record) => (isAuthorityDocumentType(record) ? AUTHORITY_DOCUMENT_TYPE_FIXED_FIELDS : []),
    },
  },
  portal_authorization_types: {
    type: 'portal_authorization_types',
    table: portalAuthorizationTypes,
    extras: { description: { column: portalAuthorizationTypes.description, kind: 'text' } },
    usage: [templateUsage('portal_authorization_types')],
    decorate: withTemplate('portal_authorization_types'),
    blankDecoration: { template: null },
  },
  portal_decision_types: {
    type: 'portal_decision_types',
    table: portalDecisionTypes,
    extras: {},
    usage: [noUsage],
  },
  portal_tariff_types: {
    type: 'portal_tariff_types',
    table: portalTariffTypes,
    extras: {},
    usage: [noUsage],
  },
  portal_goods_types: {
    type: 'portal_goods_types',
    table: portalGoodsTypes,
    extras: { description: { column: portalGoodsTypes.description, kind: 'text' } },
    usage: [templateUsage('portal_goods_types')],
    decorate: withTemplate('portal_goods_types'),
    blankDecoration: { template: null },
  },
  office_locations: {
    type: 'office_locations',
    table: officeLocations,
    extras: { city: { column: officeLocations.city, kind: 'text' } },
    sortable: { city: officeLocations.city },
    filters: { city: containsFilter(officeLocations.city) },
    usage: [noUsage],
  },
  // The customs tariff; portal-records registers what refers to its entries (authorization tariff lines).
  tariffs: {
    type: 'tariffs',
    table: tariffs,
    extras: {},
    usage: [noUsage],
  },
};

export function vocabularyDefinition(type: VocabularyType): VocabularyDefinition {
  return DEFINITIONS[type];
}

/** The contracts' schemas of one type, typed loosely so the routes and the import are written once. */
export type VocabularySchemas = {
  input: z.ZodObject;
  record: z.ZodType<Record<string, unknown>>;
  draft: z.ZodType<Record<string, unknown>>;
  option: z.ZodType<Record<string, unknown>>;
  extraFields: string[];
};

export function vocabularySchemasOf(type: VocabularyType): VocabularySchemas {
  return vocabularySchemas[type];
}

/**
 * Lets a later module say that it refers to a vocabulary (products to subcategories, units,
 * quality types): referenced records keep their code and cannot be deleted.
 */
export function registerVocabularyUsage(type: VocabularyType, check: UsageCheck): void {
  const usage = DEFINITIONS[type].usage;
  if (!usage.includes(check)) usage.push(check);
}
