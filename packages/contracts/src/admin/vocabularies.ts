import { z } from 'zod';
import { idSchema, textSchema } from '../common/input';
import '../common/zod-messages';
import { multilingualFields } from '../common/multilingual';
import { fieldPropertiesSchema } from '../common/paging';
import { CASE_TYPES, PORTAL_DOCUMENT_GROUPS } from '../portal/case-kinds';
import { tariffEntryCodeSchema } from '../portal/tariff';

/** The generic vocabularies of spec §7 (`/data/rest/{type}`); the URL names are the API type names. */
export const VOCABULARY_TYPES = [
  'measurement_units',
  'license_types',
  'product_categories',
  'product_subcategories',
  'quality_types',
  'banks',
  // The customs portal's (portal administration, customs-portal spec §2)
  'case_sub_types',
  'portal_document_types',
  'portal_authorization_types',
  'portal_decision_types',
  'portal_tariff_types',
  'portal_goods_types',
  'office_locations',
  'tariffs',
] as const;
export const vocabularyTypeSchema = z.enum(VOCABULARY_TYPES);
export type VocabularyType = z.infer<typeof vocabularyTypeSchema>;

/** The vocabularies of the customs portal, managed under `/web_portal_administration/{type}`. */
export const PORTAL_VOCABULARY_TYPES = [
  'case_sub_types',
  'portal_document_types',
  'portal_authorization_types',
  'portal_decision_types',
  'portal_tariff_types',
  'portal_goods_types',
  'office_locations',
  'tariffs',
] as const satisfies readonly VocabularyType[];
export type PortalVocabularyType = (typeof PORTAL_VOCABULARY_TYPES)[number];

export function isVocabularyType(value: string): value is VocabularyType {
  return (VOCABULARY_TYPES as readonly string[]).includes(value);
}

export function isPortalVocabularyType(value: string): value is PortalVocabularyType {
  return (PORTAL_VOCABULARY_TYPES as readonly string[]).includes(value);
}

/** The page that grants managing a vocabulary (and its route in the SPA): the portal's under its administration. */
export const vocabularyPageUrl = (type: VocabularyType) =>
  isPortalVocabularyType(type) ? `/web_portal_administration/${type}` : `/admin/vocabularies/${type}`;

/**
 * Vocabularies whose records carry one template file (customs-portal spec §2, "authorization types (with
 * template attachment)"): the attachment bean of the file (objectId = the record's id).
 */
export const VOCABULARY_TEMPLATE_BEANS = {
  portal_authorization_types: 'portal_authorization_type',
  portal_goods_types: 'portal_goods_type',
} as const satisfies Partial<Record<VocabularyType, string>>;
export type TemplateVocabularyType = keyof typeof VOCABULARY_TEMPLATE_BEANS;

export function hasVocabularyTemplate(type: VocabularyType): type is TemplateVocabularyType {
  return type in VOCABULARY_TEMPLATE_BEANS;
}

/** Template files are documents to fill in: office formats, PDF and text (as document templates). */
export const VOCABULARY_TEMPLATE_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'odt',
  'xls',
  'xlsx',
  'ods',
  'txt',
  'csv',
] as const;

/** The template file of a record (download: `get_authorization_type_template/{id}` with the record's id). */
export const vocabularyTemplateFileSchema = z.object({
  attachmentId: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
});
export type VocabularyTemplateFile = z.infer<typeof vocabularyTemplateFileSchema>;

/** One audit entry of a vocabulary record (`GET /{type}/log?id=…`), newest first. */
export const vocabularyLogEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  actorUsername: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type VocabularyLogEntry = z.infer<typeof vocabularyLogEntrySchema>;

export const VOCABULARY_CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const VOCABULARY_CODE_MAX = 50;
export const VOCABULARY_LABEL_MAX = 200;
/** A vocabulary is small: the `active` list is bounded, and so is one CSV import. */
export const VOCABULARY_ACTIVE_LIMIT = 1000;
export const VOCABULARY_IMPORT_MAX_ROWS = 5000;
export const VOCABULARY_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

const label = textSchema().trim().min(1).max(VOCABULARY_LABEL_MAX);
/** An optional text: empty or missing means null. */
export const optionalText = (max: number) =>
  textSchema()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** Fields every vocabulary has; `id` in the body of a POST means an update. */
export const vocabularyBaseInputSchema = z.object({
  id: idSchema.optional(),
  code: textSchema().trim().min(1).max(VOCABULARY_CODE_MAX).regex(VOCABULARY_CODE_PATTERN, 'validation.code_format'),
  ...multilingualFields('label', label),
  active: z.boolean().default(true),
});

const optionalIcon = textSchema()
  .trim()
  .max(50)
  .regex(/^([A-Z][A-Za-z]+)?$/, 'validation.invalid_format')
  .nullish()
  .transform((value) => (value ? value : null));

const optionalSwiftCode = textSchema()
  .trim()
  .toUpperCase()
  .regex(/^(?:[A-Z0-9]{8}|[A-Z0-9]{11})?$/, 'validation.swift_code')
  .nullish()
  .transform((value) => (value ? value : null));

/** A vocabulary record as other records carry it: its code and labels (spec §3: "category (with id)"). */
export const vocabularyCategoryRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  ...multilingualFields('label', z.string()),
});

const recordBase = { ...vocabularyCategoryRefSchema.shape, active: z.boolean() };

/** A vocabulary record with its active flag, as a bank guarantee carries its bank or a licence its type. */
export const vocabularyRefSchema = z.object(recordBase);
export type VocabularyRef = z.infer<typeof vocabularyRefSchema>;

/**
 * The schemas of one type from the fields it adds: `input` (body of POST), `record` (what the
 * admin screens get, with fieldProperties), `draft` (GET new: no id yet) and `option` (GET active).
 */
function schemasOf<I extends z.ZodRawShape, R extends z.ZodRawShape>(inputExtras: I, recordExtras: R) {
  const input = vocabularyBaseInputSchema.extend(inputExtras);
  const record = z.object({ ...recordBase, ...recordExtras, fieldProperties: fieldPropertiesSchema });
  return {
    input,
    record,
    draft: record.extend({ id: z.null() }),
    option: record.omit({ fieldProperties: true }),
    /** The fields a type adds, in the order of its CSV columns. */
    extraFields: Object.keys(inputExtras),
  };
}

/** A choice among fixed values: missing is `generic.required` (a select left empty), anything else not offered is invalid. */
const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? 'generic.required' : 'validation.invalid_value',
  });

/** A customs office code: four digits (1011 Prishtinë, 1021 Merdare, …). */
export const OFFICE_CODE_PATTERN = /^\d{4}$/;

/** The schemas of a type whose code has its own form (the code stays the CSV's first column). */
function withCode<I extends z.ZodObject, S extends { input: I }>(schemas: S, code: z.ZodType<string>) {
  return { ...schemas, input: schemas.input.extend({ code }) };
}

export const vocabularySchemas = {
  /** `symbol` in Albanian (and every language's where it has none of its own), `symbolEN`, `symbolSR`. */
  measurement_units: schemasOf(
    { symbol: optionalText(20), symbolEN: optionalText(20), symbolSR: optionalText(20) },
    { symbol: z.string().nullable(), symbolEN: z.string().nullable(), symbolSR: z.string().nullable() },
  ),
  license_types: schemasOf({ description: optionalText(1000) }, { description: z.string().nullable() }),
  /** `icon`: an Ant Design icon name shown in the visitors' menu (`CarOutlined`). */
  product_categories: schemasOf({ icon: optionalIcon }, { icon: z.string().nullable() }),
  product_subcategories: schemasOf(
    { categoryId: idSchema },
    { categoryId: z.number().int().nullable(), category: vocabularyCategoryRefSchema.nullable() },
  ),
  quality_types: schemasOf({}, {}),
  banks: schemasOf({ swiftCode: optionalSwiftCode }, { swiftCode: z.string().nullable() }),
  /** `caseType`: the kind of case the sub-type belongs to (the wizard offers a kind's sub-types). */
  case_sub_types: schemasOf({ caseType: requiredChoice(CASE_TYPES) }, { caseType: z.enum(CASE_TYPES).nullable() }),
  /** `groupCode`: the group of `portal_document_types/by_code`; `required`: must be on a case before submit. */
  portal_document_types: schemasOf(
    { groupCode: requiredChoice(PORTAL_DOCUMENT_GROUPS), required: z.boolean().default(false) },
    { groupCode: z.enum(PORTAL_DOCUMENT_GROUPS).nullable(), required: z.boolean().nullable() },
  ),
  portal_authorization_types: schemasOf(
    { description: optionalText(1000) },
    { description: z.string().nullable(), template: vocabularyTemplateFileSchema.nullable() },
  ),
  portal_decision_types: schemasOf({}, {}),
  portal_tariff_types: schemasOf({}, {}),
  portal_goods_types: schemasOf(
    { description: optionalText(1000) },
    { description: z.string().nullable(), template: vocabularyTemplateFileSchema.nullable() },
  ),
  /** `code`: the customs office code, four digits (the `declarationOffice` of a declaration); `city`: where it is. */
  office_locations: withCode(
    schemasOf({ city: optionalText(100) }, { city: z.string().nullable() }),
    textSchema().trim().min(1).regex(OFFICE_CODE_PATTERN, 'validation.office_code'),
  ),
  /**
   * The customs tariff (HS 2022 and the authority's national lines): `code` by the tariff code's rule
   * (../portal/tariff.ts): spaces and dots ignored, then 2, 4, 6, 8 or 10 digits.
   */
  tariffs: withCode(schemasOf({}, {}), tariffEntryCodeSchema),
} satisfies Record<VocabularyType, unknown>;

type Schemas<T extends VocabularyType> = (typeof vocabularySchemas)[T];
export type VocabularyOption<T extends VocabularyType = VocabularyType> = z.infer<Schemas<T>['option']>;

/** The columns of a CSV import: the base ones, then the type's own (no `id`: rows are matched by code). */
export function vocabularyImportColumns(type: VocabularyType): string[] {
  return ['code', 'labelSQ', 'labelEN', 'labelSR', 'active', ...vocabularySchemas[type].extraFields];
}

/** The answer of `POST /{type}/import`: rows are numbered from 1, the header not counted. */
export const vocabularyImportResultSchema = z.object({
  saved: z.number().int(),
  refused: z.array(
    z.object({
      row: z.number().int(),
      code: z.string().optional(),
      errors: z.record(z.string(), z.string()),
    }),
  ),
});
export type VocabularyImportResult = z.infer<typeof vocabularyImportResultSchema>;
