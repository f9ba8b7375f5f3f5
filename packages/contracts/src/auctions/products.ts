import { z } from 'zod';
import { decimalSchema, idSchema, textSchema } from '../common/input';
import '../common/zod-messages';
import { multilingualFields, translationFields } from '../common/multilingual';
import { fieldPropertiesSchema } from '../common/paging';
import { optionalText, vocabularyCategoryRefSchema } from '../admin/vocabularies';

/**
 * Product statuses (the spec leaves them open): a product is AVAILABLE until a lot takes it
 * (IN_LOT, with its `lotId`); the lot gives it back (AVAILABLE) or sells it (SOLD). Only an
 * AVAILABLE product can be withdrawn. SOLD and WITHDRAWN are final.
 */
export const PRODUCT_STATUSES = ['AVAILABLE', 'IN_LOT', 'SOLD', 'WITHDRAWN'] as const;
export const productStatusSchema = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof productStatusSchema>;

/** The allowed status changes; anything else answers 409. */
export const PRODUCT_TRANSITIONS: Record<ProductStatus, readonly ProductStatus[]> = {
  AVAILABLE: ['IN_LOT', 'WITHDRAWN'],
  IN_LOT: ['AVAILABLE', 'SOLD'],
  SOLD: [],
  WITHDRAWN: [],
};

export function canChangeProductStatus(from: ProductStatus, to: ProductStatus): boolean {
  return PRODUCT_TRANSITIONS[from].includes(to);
}

/** Statuses whose products visitors see (in the public views, with their photos). */
export const PUBLIC_PRODUCT_STATUSES: readonly ProductStatus[] = ['AVAILABLE', 'IN_LOT'];
/** Statuses in which a product can be changed at all (and its photos too). */
export const EDITABLE_PRODUCT_STATUSES: readonly ProductStatus[] = ['AVAILABLE', 'IN_LOT'];

export const PRODUCT_TEXT_FIELDS = ['nameSQ', 'nameEN', 'nameSR', 'descriptionSQ', 'descriptionEN', 'descriptionSR'];
export const PRODUCT_FIELDS = [
  'code',
  ...PRODUCT_TEXT_FIELDS,
  'subcategoryId',
  'qualityTypeId',
  'measurementUnitId',
  'quantity',
  'location',
] as const;
/** Fields that stay editable while the product is in a lot (wording and where it is kept). */
export const PRODUCT_FIELDS_EDITABLE_IN_LOT: readonly string[] = [...PRODUCT_TEXT_FIELDS, 'location'];

/** The form of a generated code: `P-2026-000123` (year of creation, then the product id). */
export const GENERATED_PRODUCT_CODE = /^P-\d{4}-\d{6,}$/;
export const generatedProductCode = (year: number, id: number) => `P-${year}-${String(id).padStart(6, '0')}`;
export const PRODUCT_CODE_MAX = 50;
export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 4000;
export const PRODUCT_QUANTITY_MAX = 999_999_999;
/** Spec §9: the public products views show 3 products per page. */
export const PRODUCT_VIEW_PAGE_SIZE = 3;
/** The attachment bean of a product's photos (objectId = product id). */
export const PRODUCT_PICTURE_BEAN = 'product_picture';
/** Photos are pictures: of the accepted upload extensions only these. */
export const PRODUCT_PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** The admin page that grants managing products. */
export const PRODUCTS_PAGE_URL = '/admin/products/products';

const id = idSchema;

/** Decimals of `products.quantity` (numeric(15, 3)): kilograms and litres to the gram and millilitre. */
export const PRODUCT_QUANTITY_DECIMALS = 3;
/** A quantity above 0 with at most three decimals; one too small for the column (1e-300) is refused, never stored as 0. */
export const productQuantitySchema = decimalSchema({
  scale: PRODUCT_QUANTITY_DECIMALS,
  min: 'positive',
  max: PRODUCT_QUANTITY_MAX,
  errors: {
    type: 'validation.invalid_type',
    invalid: 'validation.positive',
    decimals: 'validation.decimals_3',
    tooBig: 'validation.too_big',
  },
});
const name = textSchema().trim().min(1).max(PRODUCT_NAME_MAX);

/** Body of `POST /products`: creates, or updates when it has an id. An empty code is generated. */
/** The longest location of a product, in each language. */
export const PRODUCT_LOCATION_MAX = 200;

export const productInputSchema = z.object({
  id: id.optional(),
  code: textSchema()
    .trim()
    .max(PRODUCT_CODE_MAX)
    .regex(/^([A-Za-z0-9_.\-/]+)?$/, 'validation.code_format')
    .nullish()
    .transform((value) => (value ? value.toUpperCase() : null)),
  ...multilingualFields('name', name),
  ...multilingualFields('description', optionalText(PRODUCT_DESCRIPTION_MAX)),
  subcategoryId: id,
  qualityTypeId: id,
  measurementUnitId: id,
  quantity: productQuantitySchema,
  /** In Albanian; the English and Serbian texts are optional (missing: unchanged on update, empty: cleared). */
  location: textSchema().trim().min(1).max(PRODUCT_LOCATION_MAX),
  ...translationFields('location', textSchema().trim().max(PRODUCT_LOCATION_MAX).nullish()),
});
export type ProductValues = z.output<typeof productInputSchema>;

export const productWithdrawSchema = z.object({ id, reason: textSchema().trim().min(1).max(1000) });
export const productIdSchema = z.object({ id });

/** A vocabulary record as a product carries it. */
export const productRefSchema = vocabularyCategoryRefSchema;
export type ProductRef = z.infer<typeof productRefSchema>;

const productCore = {
  id: z.number().int(),
  code: z.string(),
  ...multilingualFields('name', z.string()),
  ...multilingualFields('description', z.string().nullable()),
  subcategoryId: z.number().int(),
  qualityTypeId: z.number().int(),
  measurementUnitId: z.number().int(),
  quantity: z.number(),
  location: z.string(),
  ...translationFields('location', z.string().nullable()),
  status: productStatusSchema,
  subcategory: productRefSchema.extend({ categoryId: z.number().int() }).nullable(),
  qualityType: productRefSchema.nullable(),
  measurementUnit: productRefSchema
    .extend({ symbol: z.string().nullable(), ...translationFields('symbol', z.string().nullable()) })
    .nullable(),
  firstPhotoId: z.number().int().nullable(),
};

/** A product as the admin screens get it. */
export const productRecordSchema = z.object({
  ...productCore,
  lotId: z.number().int().nullable(),
  version: z.number().int(),
  withdrawReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  fieldProperties: fieldPropertiesSchema,
});
export type ProductRecord = z.infer<typeof productRecordSchema>;

/** `GET /products/new`: a blank product. */
export const productDraftSchema = z.object({
  id: z.null(),
  code: z.string(),
  ...multilingualFields('name', z.string()),
  location: z.string(),
  status: productStatusSchema,
  fieldProperties: fieldPropertiesSchema,
});

/** A product in the public views (`products_view`). */
export const productViewSchema = z.object(productCore);
export type ProductView = z.infer<typeof productViewSchema>;

/** One earlier version of a product (`GET /products/history`): the values before a change. */
export const productHistoryEntrySchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  version: z.number().int(),
  action: z.string(),
  values: z.record(z.string(), z.unknown()),
  changedAt: z.string(),
  changedBy: z.string().nullable(),
});
export type ProductHistoryEntry = z.infer<typeof productHistoryEntrySchema>;

/** One audit entry of a product (`GET /products/log`). */
export const productLogEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  actorUsername: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type ProductLogEntry = z.infer<typeof productLogEntrySchema>;
