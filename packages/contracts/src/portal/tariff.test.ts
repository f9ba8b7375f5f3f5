import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addGoodsSchema } from './portal-movement';
import { addAuthorizationTariffSchema } from './portal-authorization';
import { btiFieldsSchema } from './portal-bti';
import {
  optionalTariffCodeSchema,
  TARIFF_ERROR,
  tariffCodeSchema,
  tariffEntryCodeSchema,
  tariffQueryOf,
} from './tariff';

/**
 * The reference model of the rule, written another way: keep every character that is neither a space (any
 * whitespace) nor a dot; a code of goods is that text when it is 8 or 10 characters, all ASCII digits.
 */
function model(text: string): string | null {
  let kept = '';
  for (const c of text) if (!/\s/.test(c) && c !== '.') kept += c;
  const digitsOnly = [...kept].every((c) => c >= '0' && c <= '9');
  return digitsOnly && (kept.length === 8 || kept.length === 10) ? kept : null;
}

/** Texts near codes: digits, spaces, dots, some letters and other separators. */
const codeLike = fc
  .array(fc.constantFrom('0', '1', '2', '5', '9', ' ', '.', '\t', '-', 'a', '٣', '/'), { maxLength: 16 })
  .map((cs) => cs.join(''));

const errorOf = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? null : r.error!.issues[0].message;

describe('the tariff code rule', () => {
  it('normalises and accepts exactly what the reference model accepts (property)', () => {
    fc.assert(
      fc.property(fc.oneof(codeLike, fc.string({ maxLength: 14 })), (text) => {
        const expected = model(text);
        const parsed = tariffCodeSchema.safeParse(text);
        if (expected === null) expect(errorOf(parsed)).toBe(TARIFF_ERROR.format);
        else expect(parsed).toMatchObject({ success: true, data: expected });
        // The optional form: empty after normalising is none; otherwise the same rule.
        const optional = optionalTariffCodeSchema.safeParse(text);
        if (text.replace(/[\s.]/g, '') === '') expect(optional).toMatchObject({ success: true, data: null });
        else if (expected === null) expect(errorOf(optional)).toBe(TARIFF_ERROR.format);
        else expect(optional).toMatchObject({ success: true, data: expected });
      }),
      { numRuns: 2000 },
    );
  });

  it('is the rule of every kind: authorization lines, movement goods, the BTI', () => {
    const base = { authorizationCase: { id: 1 }, quantity: 1, value: 1 };
    expect(addAuthorizationTariffSchema.parse({ ...base, code: '0101 21 00' }).code).toBe('01012100');
    expect(errorOf(addAuthorizationTariffSchema.safeParse({ ...base, code: '12345' }))).toBe(TARIFF_ERROR.format);
    const goods = { movementCertificateCase: { id: 1 }, description: 'Horses' };
    expect(addGoodsSchema.parse({ ...goods, tariffCode: '0101.21.00.10' }).tariffCode).toBe('0101210010');
    expect(errorOf(addGoodsSchema.safeParse({ ...goods, tariffCode: 'horse' }))).toBe(TARIFF_ERROR.format);
    expect(addGoodsSchema.parse({ ...goods, tariffCode: null }).tariffCode).toBeNull();
    expect(btiFieldsSchema.parse({ proposedTariffCode: '8471 30 00' }).proposedTariffCode).toBe('84713000');
    expect(errorOf(btiFieldsSchema.safeParse({ proposedTariffCode: '847130' }))).toBe(TARIFF_ERROR.format);
  });

  it('takes 2, 4, 6, 8 or 10 digits as a code of the tariff itself', () => {
    for (const code of ['01', '0101', '0101 21', '0101.21.00', '0101 21 00 10']) {
      expect(tariffEntryCodeSchema.safeParse(code).success, code).toBe(true);
    }
    for (const code of ['1', '123', '12345', '1234567', '123456789', '12345678901', 'AB']) {
      expect(errorOf(tariffEntryCodeSchema.safeParse(code)), code).toBe(TARIFF_ERROR.entryFormat);
    }
  });

  it('reads a search as a code prefix (digits) or as words', () => {
    expect(tariffQueryOf('0101 21')).toEqual({ prefix: '010121' });
    expect(tariffQueryOf(' horses  live ')).toEqual({ words: ['horses', 'live'] });
    expect(tariffQueryOf('kafe')).toEqual({ words: ['kafe'] });
    expect(tariffQueryOf('  ')).toBeNull();
    expect(tariffQueryOf('123456789012')).toBeNull();
  });
});
