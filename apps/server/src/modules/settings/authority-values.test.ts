import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/errors';
import { AUTHORITY_CODES } from './authority';
import { validateAuthorityValue } from './authority-values';

type Code = Parameters<typeof validateAuthorityValue>[0];
const CODES: readonly Code[] = AUTHORITY_CODES;

/** The model's web address: http(s)://, a host of two or more labels of letters, digits and hyphens, a port. */
function webAddressOk(text: string): boolean {
  const scheme = /^https?:\/\//i.exec(text);
  if (!scheme || /\s/.test(text)) return false;
  const rest = text.slice(scheme[0].length);
  const end = rest.search(/[/?#]/);
  const [host, port, ...more] = (end < 0 ? rest : rest.slice(0, end)).split(':');
  if (more.length > 0 || (port !== undefined && !/^\d+$/.test(port))) return false;
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((label) => /^[a-z0-9-]+$/i.test(label));
}

/** A small model of the rule: what is stored, or the 400 key. */
function model(code: Code, value: string): { stored: string } | { refused: string } {
  const address = code.startsWith('authority_address_');
  const text = address ? value.replace(/\r\n/g, '\n').trim() : value.trim();
  if (code.startsWith('authority_name_') && text === '') return { refused: 'generic.required' };
  if (text.length > (address ? 500 : 200)) return { refused: 'validation.too_long' };
  if (!address && /[\r\n]/.test(text)) return { refused: 'validation.invalid_value' };
  if (address && text.split('\n').length > 5) return { refused: 'validation.too_long' };
  if (text === '') return { stored: '' };
  if (code === 'authority_email')
    return /^\S+@\S+\.\S+$/.test(text) && !/@.*@/.test(text) ? { stored: text } : { refused: 'validation.email' };
  if (code === 'authority_web') return webAddressOk(text) ? { stored: text } : { refused: 'validation.invalid_value' };
  if (code === 'authority_phone')
    return /^\+?[0-9 ()/-]{5,30}$/.test(text) ? { stored: text } : { refused: 'validation.invalid_value' };
  return { stored: text };
}

function actual(code: Code, value: string): { stored: string } | { refused: string } {
  try {
    return { stored: validateAuthorityValue(code, value) };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { refused: (error.body as Record<string, string>).value };
  }
}

describe('the authority’s settings are checked as the rule says', () => {
  it('names, addresses and contact: stored trimmed, or refused with the field’s key, never thrown otherwise', () => {
    const piece = fc.constantFrom(
      'a',
      'Ë',
      ' ',
      '\n',
      '\r\n',
      '@',
      '.',
      'x.example',
      'https://',
      ':8080',
      'ë.example',
      '+',
      '0',
      '9',
      '-',
      '/',
    );
    const text = fc.oneof(
      fc.array(piece, { maxLength: 30 }).map((parts) => parts.join('')),
      fc.string({ maxLength: 600 }),
      fc.constantFrom('info@customs.example', 'https://customs.example', '+000 38 000 000', 'Line 1\nLine 2'),
    );
    fc.assert(
      fc.property(fc.constantFrom(...CODES), text, (code, value) => {
        expect(actual(code, value)).toEqual(model(code, value));
      }),
      { numRuns: 2000 },
    );
  });
});
