import { describe, expect, it } from 'vitest';
import { bankGuaranteeInputSchema } from '../accounts/bank-guarantees';
import {
  bigIdParamSchema,
  decimalSchema,
  idParamSchema,
  idSchema,
  INPUT_ERROR,
  int4Schema,
  isStorableText,
  sharedInputKind,
  textSchema,
} from './input';
import { moneySchema } from './money';
import { pagedFilterQuerySchema } from './paging';
import { productQuantitySchema } from '../auctions/products';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('shared input schemas', () => {
  it('texts refuse NUL and lone surrogates, and keep every other character', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uDBFF\uDBFF', '😀'.slice(0, 1), '😀'.slice(1)]) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
      expect(messages(textSchema().trim().min(1).safeParse(bad)), JSON.stringify(bad)).toEqual([
        INPUT_ERROR.invalidCharacters,
      ]);
    }
    for (const good of ['', 'Tiranë', 'Čačak đ ž', '😀 emoji', '\u202Eright to left', 'tab\there', '\uFFFD']) {
      expect(isStorableText(good), good).toBe(true);
      expect(textSchema().safeParse(good).success, good).toBe(true);
    }
    // The check comes first: a trim or a length limit does not hide it.
    expect(messages(textSchema().trim().max(2).safeParse(' \u0000 '))).toEqual([INPUT_ERROR.invalidCharacters]);
    expect(sharedInputKind(textSchema().trim().max(5))).toBe('text');
  });

  it('ids and whole numbers stay within int4; bigserial ids within what JavaScript holds', () => {
    expect(idSchema.safeParse(2_147_483_647).success).toBe(true);
    for (const bad of [0, -1, 2_147_483_648, 1.5, 1e-300, Number.NaN])
      expect(idSchema.safeParse(bad).success).toBe(false);
    expect(idParamSchema.safeParse('42').data).toBe(42);
    for (const bad of ['2147483648', '1e-300', '0x10x', '', 'a\u0000'])
      expect(idParamSchema.safeParse(bad).success).toBe(false);
    expect(int4Schema(1, 10).safeParse(11).success).toBe(false);
    expect(int4Schema().safeParse(-2_147_483_648).success).toBe(true);
    expect(int4Schema().safeParse(-2_147_483_649).success).toBe(false);
    expect(bigIdParamSchema.safeParse('9007199254740991').success).toBe(true);
    expect(bigIdParamSchema.safeParse('9007199254740993').success).toBe(false);
    expect(sharedInputKind(bigIdParamSchema)).toBe('int8');
  });

  it('decimals refuse what their column would round to 0 or cut, and answer rounded to the scale', () => {
    const quantity = decimalSchema({
      scale: 3,
      min: 'positive',
      max: 1000,
      errors: { invalid: 'invalid', decimals: 'decimals', tooBig: 'big' },
    });
    expect(quantity.parse(0.001)).toBe(0.001);
    expect(quantity.parse(1.1 + 2.2)).toBe(3.3);
    expect(messages(quantity.safeParse(1e-300))).toEqual(['decimals']);
    expect(messages(quantity.safeParse(0.0005))).toEqual(['decimals']);
    expect(messages(quantity.safeParse(0))).toEqual(['invalid']);
    expect(messages(quantity.safeParse(1001))).toEqual(['big']);
    expect(messages(quantity.safeParse(undefined))).toEqual(['generic.required']);
    expect(messages(quantity.safeParse('5'))).toEqual(['invalid']);
  });

  it('money, bank guarantee amounts and product quantities refuse tiny positive numbers', () => {
    for (const tiny of [1e-300, 5e-324, 1e-10, 0.001]) {
      expect(messages(moneySchema('positive').safeParse(tiny))).toEqual(['validation.amount_decimals']);
      expect(messages(moneySchema('zero').safeParse(tiny))).toEqual(['validation.amount_decimals']);
      const guarantee = bankGuaranteeInputSchema.safeParse({
        bankId: 1,
        guaranteeNumber: 'G1',
        amount: tiny,
        validFrom: '01.01.2026',
        validTo: '02.01.2026',
      });
      expect(messages(guarantee)).toEqual(['bank_guarantee.amount_invalid']);
    }
    expect(messages(productQuantitySchema.safeParse(1e-300))).toEqual(['validation.decimals_3']);
    expect(messages(productQuantitySchema.safeParse(-1))).toEqual(['validation.positive']);
    expect(messages(productQuantitySchema.safeParse('2'))).toEqual(['validation.invalid_type']);
    expect(productQuantitySchema.parse(0.001)).toBe(0.001);
    expect(sharedInputKind(moneySchema('zero')._zod.def.in as never)).toBe('decimal');
  });

  it('money is a JSON number: decimal text is refused like any other value that is not an amount', () => {
    for (const text of ['1250.50', '1000', ' 12 ', '1e3', '']) {
      expect(messages(moneySchema('positive').safeParse(text)), text).toEqual(['validation.amount_invalid']);
      expect(messages(moneySchema('zero').safeParse(text)), text).toEqual(['validation.amount_invalid']);
      const guarantee = bankGuaranteeInputSchema.safeParse({
        bankId: 1,
        guaranteeNumber: 'G1',
        amount: text,
        validFrom: '01.01.2026',
        validTo: '02.01.2026',
      });
      expect(messages(guarantee), text).toEqual(['bank_guarantee.amount_invalid']);
    }
    expect(moneySchema('positive').parse(1250.5)).toBe(1250.5);
  });

  it('paged queries check every filter as a text', () => {
    expect(pagedFilterQuerySchema.safeParse({ 'filter[search]': 'Tiranë', 'filter[status]': ['A', 'B'] }).success).toBe(
      true,
    );
    const refused = pagedFilterQuerySchema.safeParse({ 'filter[search]': 'a\u0000b' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['filter[search]', INPUT_ERROR.invalidCharacters],
    ]);
  });
});
