import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { CASE_TYPES, PORTAL_DOCUMENT_GROUPS } from '@portal/contracts/portal-cases';
import {
  PORTAL_VOCABULARY_TYPES,
  VOCABULARY_TYPES,
  vocabularyImportColumns,
  vocabularyPageUrl,
  vocabularySchemas,
} from '@portal/contracts/vocabularies';
import type { Text } from '@/shared/admin-kit/types';
import { withChoices } from './choices';
import { VOCABULARY_SCREENS } from './config';

const folder = path.resolve(import.meta.dirname, '../../../public/i18n');
const load = (lang: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(folder, `${lang}.json`), 'utf8'));

/** Every translation key a screen shows: title, columns, filters, fields and their help, the choices. */
function keysOf(type: (typeof VOCABULARY_TYPES)[number]): string[] {
  const config = VOCABULARY_SCREENS[type];
  const texts: Text[] = [
    config.title,
    ...config.columns.map((c) => c.title),
    ...config.filters.map((f) => f.label),
    ...config.fields.flatMap((f) => [f.label, ...(f.help ? [f.help] : [])]),
    ...Object.values(config.choices).flatMap((choices) => choices.map((c) => c.label)),
  ];
  return texts.map(([key]) => key);
}

describe('vocabulary screens', () => {
  it('the portal types are managed under the portal administration, the others under the system', () => {
    expect(vocabularyPageUrl('case_sub_types')).toBe('/web_portal_administration/case_sub_types');
    expect(vocabularyPageUrl('office_locations')).toBe('/web_portal_administration/office_locations');
    expect(vocabularyPageUrl('banks')).toBe('/admin/vocabularies/banks');
    for (const type of PORTAL_VOCABULARY_TYPES) {
      expect(VOCABULARY_SCREENS[type].title[0]).toBe(`page.web_portal_administration_${type}`);
    }
  });

  it('each form edits exactly the fields of its schema, and the import names them', () => {
    for (const type of VOCABULARY_TYPES) {
      const fields = VOCABULARY_SCREENS[type].fields.map((f) => f.name).sort();
      const schemaFields = Object.keys(vocabularySchemas[type].input.shape)
        .filter((f) => f !== 'id')
        .sort();
      expect(fields, type).toEqual(schemaFields);
      expect(VOCABULARY_SCREENS[type].importColumns).toEqual(vocabularyImportColumns(type));
    }
  });

  it('every label, help text and choice is translated in the three languages', () => {
    const files = ['sq', 'en', 'sr'].map(load);
    for (const type of VOCABULARY_TYPES) {
      const missing = keysOf(type).filter((key) => files.some((file) => !(key in file)));
      expect(missing, type).toEqual([]);
    }
  });

  it('offers every case type and document group, translated, and shows the label of a value', () => {
    const t = ((key: string, fallback: string) => `${key}|${fallback}`) as unknown as TFunction;
    const subTypes = withChoices(VOCABULARY_SCREENS.case_sub_types, t);
    const select = subTypes.fields.find((f) => f.name === 'caseType');
    expect(select?.source && 'options' in select.source ? select.source.options.map((o) => o.value) : []).toEqual([
      ...CASE_TYPES,
    ]);
    const filter = subTypes.filters.find((f) => f.name === 'caseType');
    expect(filter?.source && 'options' in filter.source ? filter.source.options[0].label : '').toBe(
      'portal.case_type.GENERAL|General case',
    );
    const column = subTypes.columns.find((c) => c.field === 'caseType');
    expect(column?.render?.({ id: 1, caseType: 'BTI' }, 'en')).toBe('portal.case_type.BTI|Binding tariff information');

    const documents = withChoices(VOCABULARY_SCREENS.portal_document_types, t);
    const group = documents.fields.find((f) => f.name === 'groupCode');
    expect(group?.source && 'options' in group.source ? group.source.options.length : 0).toBe(
      PORTAL_DOCUMENT_GROUPS.length,
    );
    expect(documents.fields.find((f) => f.name === 'required')?.kind).toBe('switch');
    expect(VOCABULARY_SCREENS.portal_authorization_types.template).toBe(true);
    expect(VOCABULARY_SCREENS.portal_goods_types.template).toBe(true);
    expect(VOCABULARY_SCREENS.portal_tariff_types.template).toBe(false);
  });
});
