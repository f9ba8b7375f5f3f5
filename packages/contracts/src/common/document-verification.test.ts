import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  VERIFICATION_CODE_ALPHABET,
  VERIFICATION_CODE_LENGTH,
  formatVerificationCode,
  normalizeVerificationCode,
} from './document-verification';

const symbol = fc.constantFrom(...VERIFICATION_CODE_ALPHABET.split(''));
const symbols = fc
  .array(symbol, { minLength: VERIFICATION_CODE_LENGTH, maxLength: VERIFICATION_CODE_LENGTH })
  .map((s) => s.join(''));
const separator = fc.constantFrom('', ' ', '-', '  ', '.', '–');

/** The model: a code is its 10 symbols of the alphabet, whatever the case and the separators around and between. */
const modelNormalize = (input: string): string | null => {
  const kept = [...input.toUpperCase()].filter((c) => !/[\s.\-–_]/.test(c)).join('');
  if (input.length > 64 || kept.length !== VERIFICATION_CODE_LENGTH) return null;
  if ([...kept].some((c) => !VERIFICATION_CODE_ALPHABET.includes(c))) return null;
  return `${kept.slice(0, 4)}-${kept.slice(4, 8)}-${kept.slice(8)}`;
};

describe('verification codes', () => {
  it('has no look-alike symbols and carries at least 40 bits', () => {
    for (const c of '01OI') expect(VERIFICATION_CODE_ALPHABET).not.toContain(c);
    expect(new Set(VERIFICATION_CODE_ALPHABET).size).toBe(VERIFICATION_CODE_ALPHABET.length);
    expect(VERIFICATION_CODE_LENGTH * Math.log2(VERIFICATION_CODE_ALPHABET.length)).toBeGreaterThanOrEqual(40);
  });

  it('prints XXXX-XXXX-XX and reads back any way it is typed', () => {
    fc.assert(
      fc.property(symbols, fc.array(separator, { minLength: 11, maxLength: 11 }), fc.boolean(), (s, seps, lower) => {
        const printed = formatVerificationCode(s);
        expect(printed).toMatch(/^[^-]{4}-[^-]{4}-[^-]{2}$/);
        expect(normalizeVerificationCode(printed)).toBe(printed);
        const typed = seps.map((sep, i) => sep + (s[i] ?? '')).join('');
        expect(normalizeVerificationCode(lower ? typed.toLowerCase() : typed)).toBe(printed);
      }),
    );
  });

  it('normalises any input as the model does (null when it cannot be a code)', () => {
    const near = fc
      .array(fc.oneof(symbol, separator, fc.constantFrom('0', 'O', '1', 'I', 'l', 'u', '/', 'é', 'ß')), {
        maxLength: 16,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(near, fc.string({ maxLength: 80 })), (input) => {
        expect(normalizeVerificationCode(input)).toBe(modelNormalize(input));
      }),
    );
  });
});
