import { z } from 'zod';
import { idSchema, textSchema } from './input';
import './zod-messages';
import { multilingualFields } from './multilingual';
import { fieldPropertiesSchema } from './paging';

/** The generic vocabularies of spec §7 (`/data/rest/{type}`); the URL names are the API type names. */
export const VOCABULARY_TYPES = [
  'measurement_units',
  'license_types',
  'product_categories',
  'product_subcategories',
  'quality_types',
  'banks',
] as const;
export const vocabularyTypeSchema = z.enum(VOCABULARY_TYPES);
export type VocabularyType = z.infer<typeof vocabularyTypeSchema>;

export function isVocabularyType(value: string): value is VocabularyType {
  return (VOCABULARY_TYPES as readonly string[]).includes(value);
}

/** The admin page that grants managing a vocabulary (and its route in the SPA). */
export const vocabularyPageUrl = (type: VocabularyType) => `/admin/vocabularies/${type}`;

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

export const vocabularySchemas = {
  measurement_units: schemasOf({ symbol: optionalText(20) }, { symbol: z.string().nullable() }),
  license_types: schemasOf({ description: optionalText(1000) }, { description: z.string().nullable() }),
  /** `icon`: an Ant Design icon name shown in the visitors' menu (`CarOutlined`). */
  product_categories: schemasOf({ icon: optionalIcon }, { icon: z.string().nullable() }),
  product_subcategories: schemasOf(
    { categoryId: idSchema },
    { categoryId: z.number().int().nullable(), category: vocabularyCategoryRefSchema.nullable() },
  ),
  quality_types: schemasOf({}, {}),
  banks: schemasOf({ swiftCode: optionalSwiftCode }, { swiftCode: z.string().nullable() }),
} satisfies Record<VocabularyType, unknown>;

type Schemas<T extends VocabularyType> = (typeof vocabularySchemas)[T];
export type VocabularyInput<T extends VocabularyType = VocabularyType> = z.input<Schemas<T>['input']>;
export type VocabularyValues<T extends VocabularyType = VocabularyType> = z.output<Schemas<T>['input']>;
export type VocabularyRecord<T extends VocabularyType = VocabularyType> = z.infer<Schemas<T>['record']>;
export type VocabularyDraft<T extends VocabularyType = VocabularyType> = z.infer<Schemas<T>['draft']>;
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
