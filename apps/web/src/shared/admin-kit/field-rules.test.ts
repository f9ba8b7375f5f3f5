import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { vocabularySchemas } from '@portal/contracts/vocabularies';
import { fieldRule, isRequired, issuesByField, maxLengthOf, toFormValues, toPayload } from './field-rules';
import { setBusinessTimeZone } from '../lib/business-zone';
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

  it('sends typed dates as business-zone wall-clock time and shows instants in that zone', () => {
    const fields = [field('startDate', 'dateTime'), field('validFrom', 'date'), field('code')];
    expect(toPayload({ startDate: '05-03-2026 14:30', validFrom: '05-03-2026', code: 'A' }, fields)).toEqual({
      startDate: '2026-03-05T14:30:00+01:00',
      validFrom: '05.03.2026',
      code: 'A',
    });
    const shown = toFormValues({ startDate: '2026-03-05T13:30:00.000Z', validFrom: '2026-03-05' }, fields);
    expect(shown).toMatchObject({ startDate: '05.03.2026 14:30', validFrom: '05.03.2026' });
  });

  it("gives the same answers whatever the browser's zone, and follows the business zone", () => {
    const fields = [field('startDate', 'dateTime')];
    const browserZone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(toPayload({ startDate: '01-07-2026 10:00' }, fields)).toEqual({ startDate: '2026-07-01T10:00:00+02:00' });
      expect(toFormValues({ startDate: '2026-07-01T08:00:00Z' }, fields).startDate).toBe('01.07.2026 10:00');
      setBusinessTimeZone('America/New_York');
      expect(toPayload({ startDate: '01-07-2026 10:00' }, fields)).toEqual({ startDate: '2026-07-01T10:00:00-04:00' });
      expect(toFormValues({ startDate: '2026-07-01T08:00:00Z' }, fields).startDate).toBe('01.07.2026 04:00');
    } finally {
      process.env.TZ = browserZone;
      setBusinessTimeZone('Europe/Tirane');
    }
  });

  it('refuses a time the business zone skips and keeps an unreadable value for the server to refuse', async () => {
    expect(await check(field('startDate', 'dateTime'), '29-03-2026 02:30')).toBe('t:Invalid Date Format');
    expect(toPayload({ startDate: 'tomorrow' }, [field('startDate', 'dateTime')])).toEqual({ startDate: 'tomorrow' });
    expect(toPayload({ startDate: '' }, [field('startDate', 'dateTime')])).toEqual({ startDate: null });
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
