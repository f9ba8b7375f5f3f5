import { CASE_TYPES, PORTAL_DOCUMENT_GROUPS } from '@portal/contracts/portal-cases';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from '../../platform/db/columns';

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
    /** The unit's symbol (Albanian, and the one every language shows when it has none of its own). */
    symbol: text('symbol'),
    symbolEN: text('symbol_en'),
    symbolSR: text('symbol_sr'),
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

// The customs portal's vocabularies (portal administration, `/web_portal_administration/…`).

/** Sub-types of the cases of one kind (a general case about tariffs, a complaint about a valuation…). */
export const caseSubTypes = pgTable(
  'case_sub_types',
  {
    ...vocabularyColumns(),
    caseType: text('case_type', { enum: CASE_TYPES }).notNull(),
  },
  (t) => [
    uniqueIndex('case_sub_types_code_idx').on(t.code),
    index('case_sub_types_case_type_idx').on(t.caseType),
    check('case_sub_types_case_type_check', oneOf(t.caseType, CASE_TYPES)),
  ],
);

/** Types of portal documents, each in one group of `portal_document_types/by_code`; `required` ones must be on a case before it is submitted. */
export const portalDocumentTypes = pgTable(
  'portal_document_types',
  {
    ...vocabularyColumns(),
    groupCode: text('group_code', { enum: PORTAL_DOCUMENT_GROUPS }).notNull(),
    required: boolean('required').notNull().default(false),
  },
  (t) => [
    uniqueIndex('portal_document_types_code_idx').on(t.code),
    index('portal_document_types_group_idx').on(t.groupCode),
    check('portal_document_types_group_check', oneOf(t.groupCode, PORTAL_DOCUMENT_GROUPS)),
  ],
);

/** Authorization types; each may carry a template file (attachment bean `portal_authorization_type`). */
export const portalAuthorizationTypes = pgTable(
  'portal_authorization_types',
  {
    ...vocabularyColumns(),
    description: text('description'),
  },
  (t) => [uniqueIndex('portal_authorization_types_code_idx').on(t.code)],
);

/** Types of customs decisions a complaint is about. */
export const portalDecisionTypes = pgTable('portal_decision_types', vocabularyColumns(), (t) => [
  uniqueIndex('portal_decision_types_code_idx').on(t.code),
]);

/** Types of tariff measures. */
export const portalTariffTypes = pgTable('portal_tariff_types', vocabularyColumns(), (t) => [
  uniqueIndex('portal_tariff_types_code_idx').on(t.code),
]);

/** Goods types; each may carry a template file (attachment bean `portal_goods_type`). */
export const portalGoodsTypes = pgTable(
  'portal_goods_types',
  {
    ...vocabularyColumns(),
    description: text('description'),
  },
  (t) => [uniqueIndex('portal_goods_types_code_idx').on(t.code)],
);

/** Customs offices: the `declarationOffice` of a customs declaration is one of their codes. */
export const officeLocations = pgTable(
  'office_locations',
  {
    ...vocabularyColumns(),
    city: text('city'),
  },
  (t) => [uniqueIndex('office_locations_code_idx').on(t.code)],
);

/**
 * The customs tariff: HS chapters (2 digits), headings (4) and subheadings (6), combined nomenclature codes (8) and
 * the authority's national lines (10). Reference data seeded by portal-records (tariff/tariff-seed.ts), administered
 * as the `tariffs` vocabulary; the portal's codes of goods are checked against it (portal-records tariff/tariffs.ts).
 */
export const tariffs = pgTable('tariffs', vocabularyColumns(), (t) => [
  uniqueIndex('tariffs_code_idx').on(t.code),
  index('tariffs_code_prefix_idx').on(t.code.op('text_pattern_ops')),
]);
