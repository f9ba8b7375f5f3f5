import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameUsername, usernameKey } from './auth';
import { USERNAME_PATTERN } from './registration';

// Characters whose case mapping or compatibility form is not plain: the spellings that used to split one account.
const TRICKY = [
  'İ',
  'I',
  'i',
  'ı',
  '\u0307',
  'Σ',
  'σ',
  'ς',
  'ß',
  'ẞ',
  'ﬁ',
  'ſ',
  'K',
  'Å',
  'Ω',
  'ǅ',
  'ᾼ',
  'Ꭰ',
  'ꭰ',
  '𐐀',
  'Ა',
  '㌀',
  '¨',
  '\u00a0',
  '\u3000',
  ' ',
  'Ａ',
  'ａ',
  '．',
  '𝐓',
  'a',
  'A',
  '.',
  '-',
  '_',
  '7',
  '\u0345',
  '\u0308',
];
const spelling = fc.string({
  unit: fc.oneof(fc.constantFrom(...TRICKY), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
  maxLength: 12,
});

describe('usernameKey', () => {
  it('gives every compatible spelling of a name its plain lower case', () => {
    for (const typed of [
      'TRADER',
      'Trader',
      ' trader ',
      'ｔｒａｄｅｒ',
      'ＴＲＡＤＥＲ',
      '𝐭𝐫𝐚𝐝𝐞𝐫',
      '\u3000trader\u00a0',
    ]) {
      expect(usernameKey(typed)).toBe('trader');
    }
    // Kelvin sign, long s, ligature, full-width full stop.
    expect(usernameKey('\u212Aey.ſ\uFB01le')).toBe('key.sfile');
    expect(sameUsername('Demo．Clerk', 'demo.clerk')).toBe(true);
  });

  it('does not turn a dotted capital I or a dotless i into i, whatever a locale would do', () => {
    expect(usernameKey('TRADİR')).toBe('tradi\u0307r');
    expect(usernameKey('tradır')).toBe('tradır');
    expect(sameUsername('ADMİN', 'admin')).toBe(false);
    expect(sameUsername('admın', 'admin')).toBe(false);
  });

  it('is its own key: the key of a key is the key', () => {
    fc.assert(
      fc.property(spelling, (typed) => {
        const key = usernameKey(typed);
        expect(usernameKey(key)).toBe(key);
      }),
      { numRuns: 2000 },
    );
  });

  it('is the ASCII lower case, trimmed, of a printable ASCII name (what the migration writes in SQL)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 20 }), (typed) => {
        const ascii = typed.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32)).replace(/^ +| +$/g, '');
        expect(usernameKey(typed)).toBe(ascii);
      }),
    );
  });

  it('keeps names of the registration pattern apart that differ in more than case', () => {
    const name = fc.stringMatching(USERNAME_PATTERN);
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(sameUsername(a, b)).toBe(a.toLowerCase() === b.toLowerCase());
      }),
    );
  });
});
