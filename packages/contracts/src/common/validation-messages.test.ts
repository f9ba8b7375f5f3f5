import { describe, expect, it } from 'vitest';
import { fieldErrorKey, reduceValidationMessage, splitErrorBody } from './validation-messages';

describe('reduceValidationMessage', () => {
  it('reduces a message with a dot to validation. plus the part before the first dot', () => {
    expect(reduceValidationMessage('size.lot.code')).toBe('validation.size');
    expect(reduceValidationMessage('required.name')).toBe('validation.required');
    expect(reduceValidationMessage('a.')).toBe('validation.a');
  });

  it('keeps a message without a dot', () => {
    expect(reduceValidationMessage('required')).toBe('required');
    expect(reduceValidationMessage('')).toBe('');
  });

  it('applies the rule even to keys that already have a namespace', () => {
    expect(reduceValidationMessage('generic.required')).toBe('validation.generic');
  });
});

describe('fieldErrorKey', () => {
  it.each(['generic.required', 'validation.too_long', 'eauction.closed', 'portal.x.y', 'action.failed'])(
    'keeps the known-namespace key %s unchanged',
    (key) => {
      expect(fieldErrorKey(key)).toBe(key);
    },
  );

  it('reduces other dotted messages', () => {
    expect(fieldErrorKey('size.lot.code')).toBe('validation.size');
    expect(fieldErrorKey('generics.required')).toBe('validation.generics');
    expect(fieldErrorKey('Generic.required')).toBe('validation.Generic');
  });

  it('keeps messages without a dot', () => {
    expect(fieldErrorKey('required')).toBe('required');
    expect(fieldErrorKey('generic')).toBe('generic');
  });
});

describe('splitErrorBody', () => {
  it('takes _error out as general and maps string field values', () => {
    expect(
      splitErrorBody({
        _error: 'bad_request',
        name: 'generic.required',
        code: 'size.lot.code',
        note: 'required',
      }),
    ).toEqual({
      general: 'bad_request',
      fields: { name: 'generic.required', code: 'validation.size', note: 'required' },
    });
  });

  it('drops non-string field values', () => {
    expect(splitErrorBody({ a: 1, b: null, c: ['x'], d: { e: 'f' }, g: undefined, h: 'validation.too_long' })).toEqual({
      fields: { h: 'validation.too_long' },
    });
  });

  it('has no general entry when _error is missing or not a string', () => {
    expect(splitErrorBody({ name: 'required' })).toStrictEqual({ fields: { name: 'required' } });
    expect(splitErrorBody({ _error: 42 })).toStrictEqual({ fields: {} });
  });

  it('does not rewrite the general message', () => {
    expect(splitErrorBody({ _error: 'size.lot.code' })).toStrictEqual({ general: 'size.lot.code', fields: {} });
  });
});
