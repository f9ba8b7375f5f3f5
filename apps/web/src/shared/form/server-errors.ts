import { splitErrorBody } from '@portal/contracts/validation-messages';
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { isApiError } from '@/shared/api/api-error';

/**
 * Puts the field messages of a 400 answer on the form's fields, translated (spec §5).
 * Answers the messages of fields the form does not have, so the caller can show them elsewhere.
 * The general `_error` is left to the global error handler, which shows it as a toast.
 */
export function applyServerErrors(form: FormInstance, error: unknown, t: TFunction): string[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const { fields } = splitErrorBody(error.body);
  const known = new Set(Object.keys(form.getFieldsValue() as Record<string, unknown>));
  const onForm: Array<{ name: string; errors: string[] }> = [];
  const elsewhere: string[] = [];
  for (const [field, key] of Object.entries(fields)) {
    const message = t(key, key);
    if (known.has(field)) onForm.push({ name: field, errors: [message] });
    else elsewhere.push(message);
  }
  form.setFields(onForm);
  return elsewhere;
}
