import { z } from 'zod';

/**
 * Zod's default messages replaced by translation keys, so a 400 from the server and a form error
 * on the client say the same thing. A message given in a schema wins over these.
 */
export function validationMessageKey(issue: {
  code: string;
  input?: unknown;
  origin?: string;
  minimum?: unknown;
}): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'generic.required' : 'validation.invalid_type';
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'generic.required';
      return issue.origin === 'string' ? 'validation.too_short' : 'validation.too_small';
    case 'too_big':
      return issue.origin === 'string' ? 'validation.too_long' : 'validation.too_big';
    case 'invalid_format':
      return 'validation.invalid_format';
    case 'invalid_value':
      return 'validation.invalid_value';
    case 'unrecognized_keys':
      return 'validation.unknown_field';
    default:
      return 'validation.invalid';
  }
}

z.config({ customError: (issue) => validationMessageKey(issue) });
