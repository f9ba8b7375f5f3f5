import { Tag } from 'antd';
import {
  documentTemplateGroupInputSchema,
  documentTemplateInputSchema,
  type DocumentTemplateGroupRow,
  type DocumentTemplateRow,
} from '@portal/contracts/document-templates';
import { localized } from '@portal/contracts/multilingual';
import { formatFileSize } from '@portal/contracts/text';
import type { FormField, ListColumn, ListFilter, ObjectSchema, OptionsSource, Text } from '@/shared/admin-kit/types';
import { textOf } from '@/shared/lib/text-of';

export const TEMPLATE_RESOURCE = 'document_templates';
export const GROUP_RESOURCE = 'document_template_groups';
/** Extensions a template file may have (the server refuses others). */
export const TEMPLATE_EXTENSIONS = ['pdf', 'doc', 'docx', 'odt', 'xls', 'xlsx', 'ods', 'txt', 'csv'];

export const templateSchema = documentTemplateInputSchema as unknown as ObjectSchema;
export const groupSchema = documentTemplateGroupInputSchema as unknown as ObjectSchema;

const L = {
  id: ['document_template.id', 'ID'],
  code: ['document_template.code', 'Code'],
  name: ['document_template.name', 'Name'],
  nameSQ: ['document_template.nameSQ', 'Name (Albanian)'],
  nameEN: ['document_template.nameEN', 'Name (English)'],
  nameSR: ['document_template.nameSR', 'Name (Serbian)'],
  descriptionSQ: ['document_template.descriptionSQ', 'Description (Albanian)'],
  descriptionEN: ['document_template.descriptionEN', 'Description (English)'],
  descriptionSR: ['document_template.descriptionSR', 'Description (Serbian)'],
  group: ['document_template.group', 'Group'],
  weight: ['document_template.weight', 'Order'],
  active: ['document_template.active', 'Active'],
  file: ['document_template.file', 'File'],
  templateCount: ['document_template.template_count', 'Templates'],
} as const satisfies Record<string, Text>;

export const groupSource: OptionsSource = {
  resource: GROUP_RESOURCE,
  label: (item, lang) => `${localized(item, 'name', lang)} (${String(item.code)})`,
};

export const templateColumns: ListColumn<DocumentTemplateRow>[] = [
  { field: 'id', title: L.id, sortable: true, width: 70 },
  { field: 'code', title: L.code, sortable: true },
  { field: 'nameSQ', title: L.name, sortable: true, render: (row, lang) => localized(row, 'name', lang) },
  { field: 'groupCode', title: L.group, render: (row) => <Tag>{row.groupCode}</Tag> },
  { field: 'weight', title: L.weight, sortable: true, width: 80 },
  { field: 'active', title: L.active, kind: 'boolean', sortable: true, width: 90 },
  {
    field: 'file',
    title: L.file,
    render: (row) =>
      row.file ? (
        <span data-testid={`template-file-${row.code}`}>
          {row.file.fileName} ({formatFileSize(row.file.size)})
        </span>
      ) : (
        '—'
      ),
  },
];

export const templateFilters: ListFilter[] = [
  { name: 'groupId', label: L.group, kind: 'select', source: groupSource },
  { name: 'code', label: L.code, kind: 'text' },
  { name: 'name', label: L.name, kind: 'text' },
  { name: 'active', label: L.active, kind: 'boolean' },
];

export const templateFields: FormField[] = [
  {
    name: 'groupId',
    label: L.group,
    kind: 'select',
    source: groupSource,
    currentOption: (record) =>
      record.groupId ? { value: record.groupId as number, label: textOf(record.groupCode ?? record.groupId) } : null,
  },
  { name: 'code', label: L.code, kind: 'text', upperCase: true },
  { name: 'nameSQ', label: L.nameSQ, kind: 'text' },
  { name: 'nameEN', label: L.nameEN, kind: 'text' },
  { name: 'nameSR', label: L.nameSR, kind: 'text' },
  { name: 'descriptionSQ', label: L.descriptionSQ, kind: 'richText' },
  { name: 'descriptionEN', label: L.descriptionEN, kind: 'richText' },
  { name: 'descriptionSR', label: L.descriptionSR, kind: 'richText' },
  {
    name: 'weight',
    label: L.weight,
    kind: 'number',
    help: ['document_template.weight_help', 'Smaller numbers come first.'],
  },
  {
    name: 'active',
    label: L.active,
    kind: 'switch',
    help: ['document_template.active_help', 'Only active templates are shown and downloadable by visitors.'],
  },
];

export const blankTemplate = (groupId?: number) => ({
  id: null,
  groupId: groupId ?? null,
  code: '',
  nameSQ: '',
  nameEN: '',
  nameSR: '',
  descriptionSQ: null,
  descriptionEN: null,
  descriptionSR: null,
  weight: 0,
  active: true,
  fieldProperties: {},
});

export const groupColumns: ListColumn<DocumentTemplateGroupRow>[] = [
  { field: 'id', title: L.id, sortable: true, width: 70 },
  { field: 'code', title: L.code, sortable: true },
  { field: 'nameSQ', title: L.name, sortable: true, render: (row, lang) => localized(row, 'name', lang) },
  { field: 'templateCount', title: L.templateCount, width: 110 },
  { field: 'active', title: L.active, kind: 'boolean', sortable: true, width: 90 },
];

export const groupFilters: ListFilter[] = [
  { name: 'code', label: L.code, kind: 'text' },
  { name: 'name', label: L.name, kind: 'text' },
  { name: 'active', label: L.active, kind: 'boolean' },
];

export const groupFields: FormField[] = [
  {
    name: 'code',
    label: L.code,
    kind: 'text',
    upperCase: true,
    lockedHelp: ['document_template.built_in_fixed', 'The code of a built-in group cannot be changed.'],
  },
  { name: 'nameSQ', label: L.nameSQ, kind: 'text' },
  { name: 'nameEN', label: L.nameEN, kind: 'text' },
  { name: 'nameSR', label: L.nameSR, kind: 'text' },
  {
    name: 'active',
    label: L.active,
    kind: 'switch',
    help: ['document_template.group_active_help', 'The templates of an inactive group are hidden from visitors.'],
  },
];

export const blankGroup = { id: null, code: '', nameSQ: '', nameEN: '', nameSR: '', active: true, fieldProperties: {} };
