import { splitErrorBody } from '@portal/contracts/validation-messages';
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { isApiError } from '@/shared/api/api-error';
import { notify } from '@/shared/ui/notifications';

/** Maps the server's field path (`complaintCase.subject`) to the form's field, or null when the form has none. */
export type FieldRename = (field: string) => string | null;

/**
 * Puts the field messages of a 400 answer on the form's fields, translated (spec §5), after `rename` maps the
 * server's field path to the form's field (by default: the fields the form holds, by their own name). Answers the
 * messages it could not place, for the caller to show beside the form. The error is then the form's: the global
 * handler shows no toast for its field messages (`markFieldsShown`); the general `_error` stays its toast.
 */
export function applyServerErrors(form: FormInstance, error: unknown, t: TFunction, rename?: FieldRename): string[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const { fields } = splitErrorBody(error.body);
  const known = rename ? null : new Set(Object.keys(form.getFieldsValue() as Record<string, unknown>));
  const nameOf: FieldRename = rename ?? ((field) => (known!.has(field) ? field : null));
  const onForm: Array<{ name: string; errors: string[] }> = [];
  const elsewhere: string[] = [];
  for (const [field, key] of Object.entries(fields)) {
    const message = t(key, key);
    const name = nameOf(field);
    if (name) onForm.push({ name, errors: [message] });
    else elsewhere.push(message);
  }
  form.setFields(onForm);
  error.markFieldsShown();
  return elsewhere;
}

/**
 * `applyServerErrors` for a form with no place of its own for other messages: what it could not put on a field is a
 * toast. Every form and dialog that saves shows a refusal one way or the other, never silently.
 */
export function showServerErrors(form: FormInstance, error: unknown, t: TFunction, rename?: FieldRename): void {
  const elsewhere = applyServerErrors(form, error, t, rename);
  if (elsewhere.length > 0) {
    notify.error({ title: t('error', 'Error'), description: elsewhere.join(' ') });
  }
}
