import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { vocabularySchemas } from '@portal/contracts/vocabularies';
import { fieldRule, isRequired, issuesByField, maxLengthOf, toFormValues, toPayload } from './field-rules';
import type { FormField, ObjectSchema } from './types';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;
const schema = vocabularySchemas.banks.input as unknown as ObjectSchema;
const field = (name: string, kind: FormField['kind'] = 'text'): FormField => ({ name, kind, label: [name, name] });
const check = (f: FormField, value: unknown, s: ObjectSchema = schema) =>
  (fieldRule(s, f, t) as { validator: (r: unknown, v: unknown) => Promise<void> }).validator({}, value).then(
    () => 'ok',
    (e: Error) => e.message,
  );

describe('form rules from the contracts schema', () => {
  it('marks required fields from the schema', () => {
    expect(isRequired(schema, field('code'))).toBe(true);
    expect(isRequired(schema, field('labelSR'))).toBe(true);
    expect(isRequired(schema, field('swiftCode'))).toBe(false);
    expect(isRequired(schema, field('active', 'switch'))).toBe(false);
    expect(maxLengthOf(schema, field('code'))).toBe(50);
  });

  it('says generic.required for empty required fields and the schema key otherwise', async () => {
    expect(await check(field('code'), '')).toBe('t:generic.required');
    expect(await check(field('code'), '   ')).toBe('t:generic.required');
    expect(await check(field('code'), 'has space')).toBe('t:validation.code_format');
    expect(await check(field('swiftCode'), 'abc')).toBe('t:validation.swift_code');
    expect(await check(field('swiftCode'), '')).toBe('ok');
    expect(await check(field('code'), 'KG')).toBe('ok');
  });

  it('checks typed dates: DD-MM, DD-MM-YY, DD-MM-YYYY, DD-MM-YYYY HH:mm', async () => {
    const date = field('startDate', 'dateTime');
    for (const ok of ['05-03', '05-03-26', '05-03-2026', '05-03-2026 14:30', '05.03.2026 14:30']) {
      expect(await check(date, ok), ok).toBe('ok');
    }
    for (const bad of ['2026-03-05', '32-01-2026', '05-03-26 14:30', 'tomorrow']) {
      expect(await check(date, bad), bad).toBe('t:Invalid Date Format');
    }
  });

  it('converts typed dates to the transport format and back', () => {
    const fields = [field('startDate', 'dateTime'), field('code')];
    expect(toPayload({ startDate: '05-03-2026 14:30', code: 'A' }, fields)).toEqual({
      startDate: '05.03.2026 14:30',
      code: 'A',
    });
    const shown = toFormValues({ startDate: new Date(2026, 2, 5, 14, 30).toISOString() }, fields);
    expect(shown.startDate).toBe('05.03.2026 14:30');
  });

  it('groups issues by field, first message wins', () => {
    expect(
      issuesByField([
        { path: ['code'], message: 'a' },
        { path: ['code'], message: 'b' },
        { path: [], message: 'c' },
      ]),
    ).toEqual({ code: 'a', _error: 'c' });
  });
});
