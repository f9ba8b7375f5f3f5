import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentDeclarationYear,
  decisionNumberSchema,
  declarationFieldsSchema,
  declarationNumberSchema,
  sameDeclaration,
} from './portal-records';

/** The reference model of a declaration number: spaces dropped, upper case, an optional letter and 1–10 digits. */
const modelNumber = (raw: string): string | null => {
  const compact = raw.replace(/\s+/g, '').toUpperCase();
  return raw.length <= 40 && /^[A-Z]?[0-9]{1,10}$/.test(compact) ? compact : null;
};
/** Strings made of what a filer types into the number field: letters, digits, spaces and a little punctuation. */
const typed = fc
  .array(fc.constantFrom(...'aAbCcz0123456789 -/.'.split('')), { maxLength: 14 })
  .map((chars) => chars.join(''));

describe('complaint record formats', () => {
  it('accepts a declaration number exactly as the model does, and gives the model’s normal form', () => {
    fc.assert(
      fc.property(typed, (raw) => {
        const parsed = declarationNumberSchema.safeParse(raw);
        const expected = modelNumber(raw);
        expect(parsed.success).toBe(expected !== null);
        if (parsed.success) expect(parsed.data).toBe(expected);
      }),
    );
  });

  it('normalises once: a normalised declaration parses to itself and is the same declaration', () => {
    fc.assert(
      fc.property(
        fc.record({
          declarationNumber: typed,
          declarationOffice: fc.constantFrom('1011', ' 1021 ', '10x1', ''),
          declarationYear: fc.integer({ min: 1990, max: currentDeclarationYear() + 2 }),
        }),
        (raw) => {
          const first = declarationFieldsSchema.safeParse(raw);
          if (!first.success) return;
          const again = declarationFieldsSchema.parse(first.data);
          expect(again).toEqual(first.data);
          expect(sameDeclaration(first.data, again)).toBe(true);
          expect(first.data.declarationYear >= 2000 && first.data.declarationYear <= currentDeclarationYear()).toBe(
            true,
          );
          expect(first.data.declarationOffice).toMatch(/^\d{4}$/);
        },
      ),
    );
  });

  it('refuses the years outside 2000 to the current year with the range key', () => {
    const fields = { declarationNumber: 'C1', declarationOffice: '1011' };
    for (const year of [1999, currentDeclarationYear() + 1]) {
      const parsed = declarationFieldsSchema.safeParse({ ...fields, declarationYear: year });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0].message).toBe('portal.declaration_year_range');
    }
    expect(declarationFieldsSchema.safeParse({ ...fields, declarationYear: 2000 }).success).toBe(true);
  });

  it('takes decision numbers of letters, digits and - / . (upper case, trimmed), up to 40', () => {
    expect(decisionNumberSchema.parse(' dv-2025-00123 ')).toBe('DV-2025-00123');
    expect(decisionNumberSchema.parse('02/2026.7')).toBe('02/2026.7');
    for (const bad of ['', '  ', 'DV 2025', '-1', 'ë-1', 'X'.repeat(41)]) {
      expect(decisionNumberSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
