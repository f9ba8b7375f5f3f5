import { formatQuantity } from '@portal/contracts/money-format';
import { localized, normalizeLanguage, translatedText } from '@portal/contracts/multilingual';
import { currentLanguage } from '@/shared/i18n/language';
import { PRODUCT_STATUSES, productInputSchema, type ProductView } from '@portal/contracts/products';
import type { FormField, ListColumn, ListFilter, ObjectSchema, Text } from '@/shared/admin-kit/types';

export const LABELS = {
  id: ['product.id', 'ID'],
  code: ['product.code', 'Code'],
  name: ['product.name', 'Name'],
  nameSQ: ['product.nameSQ', 'Name (Albanian)'],
  nameEN: ['product.nameEN', 'Name (English)'],
  nameSR: ['product.nameSR', 'Name (Serbian)'],
  descriptionSQ: ['product.descriptionSQ', 'Description (Albanian)'],
  descriptionEN: ['product.descriptionEN', 'Description (English)'],
  descriptionSR: ['product.descriptionSR', 'Description (Serbian)'],
  subcategoryId: ['product.subcategory', 'Subcategory'],
  category: ['product.category', 'Category'],
  qualityTypeId: ['product.quality', 'Quality'],
  measurementUnitId: ['product.unit', 'Measurement unit'],
  quantity: ['product.quantity', 'Quantity'],
  location: ['product.location', 'Location'],
  locationSQ: ['product.location_sq', 'Location (Albanian)'],
  locationEN: ['product.location_en', 'Location (English)'],
  locationSR: ['product.location_sr', 'Location (Serbian)'],
  status: ['product.status', 'Status'],
} as const satisfies Record<string, Text>;

/** The translation key of a status word (`product.status_available`). */
export const statusKey = (status: string): Text => [`product.status_${status.toLowerCase()}`, status];

const ref = (record: Record<string, unknown>, key: string, lang: string) => {
  const value = record[key] as Record<string, unknown> | null | undefined;
  return value ? localized(value, 'label', lang) : '—';
};

/** A vocabulary value kept by the product though no longer offered (inactive): shown in its select. */
const current = (key: string) => (record: Record<string, unknown>, lang: string) => {
  const value = record[key] as Record<string, unknown> | null | undefined;
  return value ? { value: value.id as number, label: localized(value, 'label', lang) } : null;
};

export const PRODUCT_COLUMNS: ListColumn[] = [
  { field: 'id', title: LABELS.id, sortable: true, width: 80 },
  { field: 'code', title: LABELS.code, sortable: true },
  { field: 'nameSQ', title: LABELS.name, sortable: true, render: (r, lang) => localized(r, 'name', lang) },
  { field: 'subcategoryId', title: LABELS.subcategoryId, render: (r, lang) => ref(r, 'subcategory', lang) },
  {
    field: 'quantity',
    title: LABELS.quantity,
    sortable: true,
    render: (r, lang) =>
      `${formatQuantity(r.quantity as number, currentLanguage)} ${ref(r, 'measurementUnit', lang)}`.trim(),
  },
  {
    field: 'location',
    title: LABELS.location,
    sortable: true,
    ellipsis: true,
    width: 180,
    render: (r, lang) => translatedText(r as unknown as ProductView, 'location', normalizeLanguage(lang)),
  },
];

/** The filters above the list; the status words in the interface language. */
export const productFilters = (t: (key: string, fallback: string) => string): ListFilter[] => [
  { name: 'code', label: LABELS.code, kind: 'text' },
  { name: 'name', label: LABELS.name, kind: 'text' },
  { name: 'subcategory', label: LABELS.subcategoryId, kind: 'select', source: { resource: 'product_subcategories' } },
  {
    name: 'status',
    label: LABELS.status,
    kind: 'select',
    source: { options: PRODUCT_STATUSES.map((s) => ({ value: s, label: t(...statusKey(s)) })) },
  },
];

export const PRODUCT_FIELDS: FormField[] = [
  {
    name: 'code',
    label: LABELS.code,
    kind: 'text',
    upperCase: true,
    help: ['product.code_help', 'Leave empty to get a code such as P-2026-000123. It cannot change later.'],
    lockedHelp: ['product.code_locked', 'The code is fixed once the product is saved.'],
  },
  { name: 'nameSQ', label: LABELS.nameSQ, kind: 'text' },
  { name: 'nameEN', label: LABELS.nameEN, kind: 'text' },
  { name: 'nameSR', label: LABELS.nameSR, kind: 'text' },
  {
    name: 'subcategoryId',
    label: LABELS.subcategoryId,
    kind: 'select',
    source: { resource: 'product_subcategories' },
    currentOption: current('subcategory'),
  },
  {
    name: 'qualityTypeId',
    label: LABELS.qualityTypeId,
    kind: 'select',
    source: { resource: 'quality_types' },
    currentOption: current('qualityType'),
  },
  {
    name: 'measurementUnitId',
    label: LABELS.measurementUnitId,
    kind: 'select',
    source: { resource: 'measurement_units' },
    currentOption: current('measurementUnit'),
  },
  { name: 'quantity', label: LABELS.quantity, kind: 'number' },
  { name: 'location', label: LABELS.locationSQ, kind: 'text' },
  { name: 'locationEN', label: LABELS.locationEN, kind: 'text' },
  { name: 'locationSR', label: LABELS.locationSR, kind: 'text' },
  { name: 'descriptionSQ', label: LABELS.descriptionSQ, kind: 'textarea' },
  { name: 'descriptionEN', label: LABELS.descriptionEN, kind: 'textarea' },
  { name: 'descriptionSR', label: LABELS.descriptionSR, kind: 'textarea' },
].map((field) => ({
  ...field,
  lockedHelp:
    field.lockedHelp ?? (['product.field_locked', 'This field cannot change in the product’s status.'] as const),
})) as FormField[];

export const PRODUCT_SCHEMA = productInputSchema as unknown as ObjectSchema;
