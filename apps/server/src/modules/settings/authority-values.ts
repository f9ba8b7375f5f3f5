import type { ParameterCode } from '@portal/contracts/settings';
import { badRequest } from '../../platform/errors';

/** Checks an authority parameter's text; answers what to store or throws 400 `value`. */
export function validateAuthorityValue(code: ParameterCode, value: string): string {
  const address = code.startsWith('authority_address_');
  const text = address ? value.replace(/\r\n/g, '\n').trim() : value.trim();
  const required = code.startsWith('authority_name_');
  if (required && text === '') throw badRequest({ value: 'generic.required' });
  const max = address ? 500 : 200;
  if (text.length > max) throw badRequest({ value: 'validation.too_long' });
  if (!address && /[\n\r]/.test(text)) throw badRequest({ value: 'validation.invalid_value' });
  if (address && text.split('\n').length > 5) throw badRequest({ value: 'validation.too_long' });
  if (text === '') return text;
  if (code === 'authority_email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text))
    throw badRequest({ value: 'validation.email' });
  // http(s), a host name of two or more labels (letters, digits, hyphens), then an optional port and path.
  if (code === 'authority_web' && !/^https?:\/\/([a-z0-9-]+\.)+[a-z0-9-]+(:\d+)?([/?#]\S*)?$/i.test(text))
    throw badRequest({ value: 'validation.invalid_value' });
  if (code === 'authority_phone' && !/^\+?[0-9 ()/-]{5,30}$/.test(text))
    throw badRequest({ value: 'validation.invalid_value' });
  return text;
}
