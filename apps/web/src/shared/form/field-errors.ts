import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { splitErrorBody } from '@portal/contracts/validation-messages';
import { isApiError } from '@/shared/api/api-error';

/**
 * Puts the field messages of a 400 answer on the form's fields, translated, after `rename` maps the server's field
 * path (`complaintCase.subject`) to the form's field (`subject`), or to null when the form has no such field.
 * Answers the messages it could not place, to be shown above the form.
 */
export function applyFieldErrors(
  form: FormInstance,
  error: unknown,
  t: TFunction,
  rename: (field: string) => string | null,
): string[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const { general, fields } = splitErrorBody(error.body);
  const placed: Array<{ name: string; errors: string[] }> = [];
  const elsewhere: string[] = general ? [t(general, general)] : [];
  for (const [field, key] of Object.entries(fields)) {
    const name = rename(field);
    if (name) placed.push({ name, errors: [t(key, key)] });
    else elsewhere.push(t(key, key));
  }
  form.setFields(placed);
  return elsewhere;
}
