import { localized } from '@portal/contracts/multilingual';
import { vocabularyImportColumns, vocabularySchemas, type VocabularyType } from '@portal/contracts/vocabularies';
import type { FormField, ListColumn, ListFilter, ObjectSchema, Text } from '@/shared/admin-kit/types';

/** Everything a vocabulary screen shows; `VocabularyScreen` renders any of them. */
export type VocabularyScreenConfig = {
  title: Text;
  columns: ListColumn[];
  filters: ListFilter[];
  fields: FormField[];
  schema: ObjectSchema;
  importColumns: string[];
  fieldLabels: Record<string, Text>;
};

const LABELS = {
  id: ['vocabulary.id', 'ID'],
  code: ['vocabulary.code', 'Code'],
  label: ['vocabulary.label', 'Label'],
  labelSQ: ['vocabulary.labelSQ', 'Label (Albanian)'],
  labelEN: ['vocabulary.labelEN', 'Label (English)'],
  labelSR: ['vocabulary.labelSR', 'Label (Serbian)'],
  active: ['vocabulary.active', 'Active'],
  symbol: ['vocabulary.symbol', 'Symbol'],
  description: ['vocabulary.description', 'Description'],
  icon: ['vocabulary.icon', 'Menu icon'],
  categoryId: ['vocabulary.category', 'Category'],
  swiftCode: ['vocabulary.swiftCode', 'SWIFT code'],
} as const satisfies Record<string, Text>;

const column = (field: keyof typeof LABELS, extra: Partial<ListColumn> = {}): ListColumn => ({
  field,
  title: LABELS[field],
  sortable: true,
  ...extra,
});
const field = (
  name: keyof typeof LABELS,
  kind: FormField['kind'] = 'text',
  extra: Partial<FormField> = {},
): FormField => ({
  name,
  label: LABELS[name],
  kind,
  ...extra,
});

const categories = { resource: 'product_categories' } as const;

/** The screen of a type: the common columns, filters and fields with the type's own added after the labels. */
function screen(
  type: VocabularyType,
  own: { columns?: ListColumn[]; filters?: ListFilter[]; fields?: FormField[] } = {},
): VocabularyScreenConfig {
  return {
    title: [`page.admin_vocabularies_${type}`, type],
    columns: [
      column('id', { width: 80 }),
      column('code'),
      column('labelSQ'),
      column('labelEN'),
      column('labelSR'),
      ...(own.columns ?? []),
      column('active', { kind: 'boolean', width: 100 }),
    ],
    filters: [
      { name: 'code', label: LABELS.code, kind: 'text' },
      { name: 'label', label: LABELS.label, kind: 'text' },
      ...(own.filters ?? []),
      { name: 'active', label: LABELS.active, kind: 'boolean' },
    ],
    fields: [
      field('code', 'text', { help: ['vocabulary.code_help', 'Letters, digits and _ . - (at most 50).'] }),
      field('labelSQ'),
      field('labelEN'),
      field('labelSR'),
      ...(own.fields ?? []),
      field('active', 'switch'),
    ],
    schema: vocabularySchemas[type].input,
    importColumns: vocabularyImportColumns(type),
    fieldLabels: LABELS,
  };
}

export const VOCABULARY_SCREENS: Record<VocabularyType, VocabularyScreenConfig> = {
  measurement_units: screen('measurement_units', {
    columns: [column('symbol', { width: 100 })],
    fields: [field('symbol')],
  }),
  license_types: screen('license_types', {
    columns: [column('description', { sortable: false, ellipsis: true, width: 280 })],
    fields: [field('description', 'textarea')],
  }),
  product_categories: screen('product_categories', {
    columns: [column('icon', { sortable: false })],
    fields: [field('icon', 'text', { help: ['vocabulary.icon_help', 'The name of the menu icon, e.g. CarOutlined.'] })],
  }),
  product_subcategories: screen('product_subcategories', {
    columns: [
      column('categoryId', {
        sortable: false,
        render: (record, lang) => {
          const category = record.category as Record<string, unknown> | null;
          return category ? localized(category, 'label', lang) : '—';
        },
      }),
    ],
    filters: [{ name: 'categoryId', label: LABELS.categoryId, kind: 'select', source: categories }],
    fields: [
      field('categoryId', 'select', {
        source: categories,
        // An inactive category is not offered, but a subcategory may still belong to it.
        currentOption: (record, lang) => {
          const category = record.category as Record<string, unknown> | null;
          return category ? { value: category.id as number, label: localized(category, 'label', lang) } : null;
        },
      }),
    ],
  }),
  quality_types: screen('quality_types'),
  banks: screen('banks', {
    columns: [column('swiftCode')],
    filters: [{ name: 'swiftCode', label: LABELS.swiftCode, kind: 'text' }],
    fields: [
      field('swiftCode', 'text', { upperCase: true, help: ['vocabulary.swift_help', '8 or 11 letters and digits.'] }),
    ],
  }),
};
