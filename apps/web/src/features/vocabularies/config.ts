import { localized } from '@portal/contracts/multilingual';
import { CASE_TYPES, PORTAL_DOCUMENT_GROUPS } from '@portal/contracts/portal-cases';
import { documentGroupSelectable, isAuthorityDocumentType } from '@portal/contracts/portal-documents';
import {
  vocabularyImportColumns,
  vocabularyPageUrl,
  vocabularySchemas,
  type VocabularyType,
} from '@portal/contracts/vocabularies';
import type { FormField, ListColumn, ListFilter, ObjectSchema, Text } from '@/shared/admin-kit/types';

/** A fixed value of a field (a case type, a document group) and its label. */
export type Choice = { value: string; label: Text };

/** Everything a vocabulary screen shows; `VocabularyScreen` renders any of them. */
export type VocabularyScreenConfig = {
  title: Text;
  columns: ListColumn[];
  filters: ListFilter[];
  fields: FormField[];
  schema: ObjectSchema;
  importColumns: string[];
  fieldLabels: Record<string, Text>;
  /**
   * Fields with fixed values: their selects (form and filter) offer these, translated, and their column shows
   * the label of the value.
   */
  choices: Record<string, Choice[]>;
  /** The records carry one template file (authorization and goods types). */
  template: boolean;
  /** Whether a record may be deleted (all by default; the server refuses the others). */
  deletable?: (record: Record<string, unknown>) => boolean;
};

const CASE_TYPE_NAMES: Record<(typeof CASE_TYPES)[number], string> = {
  GENERAL: 'General case',
  COMPLAINT: 'Complaint',
  AUTHORIZATION: 'Authorization or licence',
  MOVEMENT_CERTIFICATE: 'Movement certificate',
  BTI: 'Binding tariff information',
  IPR: 'Intellectual property rights',
};
const DOCUMENT_GROUP_NAMES: Record<(typeof PORTAL_DOCUMENT_GROUPS)[number], string> = {
  AUTHORIZATION: 'Authorization',
  AUTH_WORD: 'Authorization (Word form)',
  LICENCE: 'Licence',
  LICENCE_WORD: 'Licence (Word form)',
  COMPLAINT_GENERAL: 'General cases and complaints',
  BTI_REQUIRED: 'Binding tariff information',
  IPR_REQUIRED: 'Intellectual property rights',
  MOVEMENT_REQUIRED: 'Movement certificate',
  AUTHORITY: 'Issued by the customs office',
  REPRESENTATION: 'Power of attorney (every kind of case)',
};

/** The translation key of a case type (`portal.case_type.BTI`); the same on every screen of the portal. */
export const caseTypeLabel = (type: (typeof CASE_TYPES)[number]): Text => [
  `portal.case_type.${type}`,
  CASE_TYPE_NAMES[type],
];
/** The translation key of a document group (`portal.document_group.AUTHORITY`). */
export const documentGroupLabel = (group: (typeof PORTAL_DOCUMENT_GROUPS)[number]): Text => [
  `portal.document_group.${group}`,
  DOCUMENT_GROUP_NAMES[group],
];

const LABELS = {
  id: ['vocabulary.id', 'ID'],
  code: ['vocabulary.code', 'Code'],
  label: ['vocabulary.label', 'Label'],
  labelSQ: ['vocabulary.labelSQ', 'Label (Albanian)'],
  labelEN: ['vocabulary.labelEN', 'Label (English)'],
  labelSR: ['vocabulary.labelSR', 'Label (Serbian)'],
  active: ['vocabulary.active', 'Active'],
  symbol: ['vocabulary.symbol', 'Symbol'],
  symbolSQ: ['vocabulary.symbol_sq', 'Symbol (Albanian)'],
  symbolEN: ['vocabulary.symbol_en', 'Symbol (English)'],
  symbolSR: ['vocabulary.symbol_sr', 'Symbol (Serbian)'],
  description: ['vocabulary.description', 'Description'],
  icon: ['vocabulary.icon', 'Menu icon'],
  categoryId: ['vocabulary.category', 'Category'],
  swiftCode: ['vocabulary.swiftCode', 'SWIFT code'],
  caseType: ['vocabulary.caseType', 'Case type'],
  groupCode: ['vocabulary.groupCode', 'Document group'],
  required: ['vocabulary.required', 'Required'],
  city: ['vocabulary.city', 'City'],
  template: ['vocabulary.template', 'Template'],
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

/** The page's translation key (as the navigation names it): `page.` and the words of its url. */
const titleKey = (type: VocabularyType) =>
  `page.${vocabularyPageUrl(type)
    .replace(/^\/+/, '')
    .replace(/[^a-z0-9]+/gi, '_')}`;

type OwnParts = {
  columns?: ListColumn[];
  filters?: ListFilter[];
  fields?: FormField[];
  choices?: Record<string, Choice[]>;
  template?: boolean;
  /** The code field's help, when the type's codes have their own form. */
  codeHelp?: Text;
  /** Why a record's own state locks its code (see `FormField.lockedReason`). */
  codeLockedReason?: FormField['lockedReason'];
  deletable?: VocabularyScreenConfig['deletable'];
};

/** The screen of a type: the common columns, filters and fields with the type's own added after the labels. */
function screen(type: VocabularyType, own: OwnParts = {}): VocabularyScreenConfig {
  return {
    title: [titleKey(type), type],
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
      field('code', 'text', {
        help: own.codeHelp ?? ['vocabulary.code_help', 'Letters, digits and _ . - (at most 50).'],
        lockedReason: own.codeLockedReason,
      }),
      field('labelSQ'),
      field('labelEN'),
      field('labelSR'),
      ...(own.fields ?? []),
      field('active', 'switch'),
    ],
    schema: vocabularySchemas[type].input,
    importColumns: vocabularyImportColumns(type),
    fieldLabels: LABELS,
    choices: own.choices ?? {},
    template: own.template ?? false,
    deletable: own.deletable,
  };
}

const CASE_TYPE_CHOICES: Choice[] = CASE_TYPES.map((value) => ({ value, label: caseTypeLabel(value) }));
const DOCUMENT_GROUP_CHOICES: Choice[] = PORTAL_DOCUMENT_GROUPS.map((value) => ({
  value,
  label: documentGroupLabel(value),
}));
/** The authority's own document types keep their code and group and are not deleted (contracts, portal-documents). */
const authorityTypeLocked = (record: Record<string, unknown>): Text | undefined =>
  isAuthorityDocumentType(record)
    ? [
        'vocabulary.authority_type_locked',
        'The customs office issues documents of this type itself: its code and group stay.',
      ]
    : undefined;

/** A type with a description and one template file (the column shows the file's name). */
const withTemplate = (type: VocabularyType) =>
  screen(type, {
    columns: [
      column('description', { sortable: false, ellipsis: true, width: 240 }),
      column('template', {
        sortable: false,
        ellipsis: true,
        render: (record) => (record.template as { fileName: string } | null)?.fileName ?? '—',
      }),
    ],
    fields: [field('description', 'textarea')],
    template: true,
  });

export const VOCABULARY_SCREENS: Record<VocabularyType, VocabularyScreenConfig> = {
  measurement_units: screen('measurement_units', {
    columns: [column('symbol', { width: 100 })],
    // The symbol in Albanian, shown in every language without one of its own.
    fields: [field('symbol', 'text', { label: LABELS.symbolSQ }), field('symbolEN'), field('symbolSR')],
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
  case_sub_types: screen('case_sub_types', {
    columns: [column('caseType')],
    filters: [{ name: 'caseType', label: LABELS.caseType, kind: 'select' }],
    fields: [field('caseType', 'select')],
    choices: { caseType: CASE_TYPE_CHOICES },
  }),
  portal_document_types: screen('portal_document_types', {
    columns: [column('groupCode'), column('required', { kind: 'boolean', width: 110 })],
    filters: [
      { name: 'groupCode', label: LABELS.groupCode, kind: 'select' },
      { name: 'required', label: LABELS.required, kind: 'boolean' },
    ],
    fields: [
      field('groupCode', 'select', {
        help: ['vocabulary.groupCode_help', 'Filers of a case pick from the types of its group.'],
        lockedReason: authorityTypeLocked,
        // The group of what the customs office issues holds its own types only.
        selectable: (value, record) => documentGroupSelectable(value, record),
      }),
      field('required', 'switch', {
        help: ['vocabulary.required_help', 'A case of the group cannot be submitted without a document of this type.'],
      }),
    ],
    choices: { groupCode: DOCUMENT_GROUP_CHOICES },
    codeLockedReason: authorityTypeLocked,
    deletable: (record) => !isAuthorityDocumentType(record),
  }),
  portal_authorization_types: withTemplate('portal_authorization_types'),
  portal_decision_types: screen('portal_decision_types'),
  portal_tariff_types: screen('portal_tariff_types'),
  portal_goods_types: withTemplate('portal_goods_types'),
  tariffs: screen('tariffs', {
    codeHelp: [
      'vocabulary.tariff_code_help',
      'A tariff code: 2, 4, 6, 8 or 10 digits (spaces and dots are left out). National lines (8 or 10 digits) make the codes under their HS subheading strict.',
    ],
  }),
  office_locations: screen('office_locations', {
    columns: [column('city')],
    filters: [{ name: 'city', label: LABELS.city, kind: 'text' }],
    fields: [field('city')],
    codeHelp: ['vocabulary.office_code_help', 'The customs office code: four digits (e.g. 1011).'],
  }),
};
