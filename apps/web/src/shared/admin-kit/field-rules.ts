import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { dateInputToTransport, formatDate, formatDateTime, parseDateInput } from '../lib/business-time';
import type { FormField, Issue, ObjectSchema } from './types';

export const INVALID_DATE_FORMAT = 'Invalid Date Format';

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A field is required when its schema refuses a missing value (switches always have one). */
export function isRequired(schema: ObjectSchema, field: FormField): boolean {
  const fieldSchema = schema.shape[field.name];
  if (!fieldSchema || field.kind === 'switch') return false;
  return !fieldSchema.safeParse(undefined).success;
}

/** The longest text the schema allows, for the input's own limit. */
export function maxLengthOf(schema: ObjectSchema, field: FormField): number | undefined {
  return schema.shape[field.name]?.maxLength ?? undefined;
}

/**
 * The rule of a field: empty required fields say `generic.required` (spec §5), dates must be
 * typed as DD-MM, DD-MM-YY, DD-MM-YYYY or DD-MM-YYYY HH:mm, anything else is checked by the
 * field's zod schema from contracts, whose messages are translation keys.
 */
export function fieldRule(schema: ObjectSchema, field: FormField, t: TFunction): FormRule {
  const required = isRequired(schema, field);
  /** The message of a wrong value, or null. */
  const errorOf = (value: unknown): string | null => {
    if (isEmptyValue(value)) return required ? t('generic.required', 'This field is required.') : null;
    if (field.kind === 'date' || field.kind === 'dateTime') {
      return parseDateInput(String(value)).ok ? null : t(INVALID_DATE_FORMAT, INVALID_DATE_FORMAT);
    }
    const result = schema.shape[field.name]?.safeParse(value);
    if (result && !result.success) {
      const key = result.error.issues[0]?.message ?? 'validation.invalid';
      return t(key, key);
    }
    return null;
  };
  return {
    // antd waits for the answer: resolved when the value is right, rejected with the message otherwise.
    validator: (_rule, value: unknown) => {
      const message = errorOf(value);
      return message === null ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}

/** The first message per top-level field of a schema's issues. */
export function issuesByField(issues: Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? '_error')] ??= issue.message;
  return fields;
}

/** A record's values as the form shows them: dates as typed text (DD.MM.YYYY [HH:mm], business zone). */
export function toFormValues(record: Record<string, unknown>, fields: FormField[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = record[field.name];
    if (field.kind === 'date') values[field.name] = value ? formatDate(value as string) : '';
    else if (field.kind === 'dateTime') values[field.name] = value ? formatDateTime(value as string) : '';
    else values[field.name] = value ?? (field.kind === 'switch' ? false : undefined);
  }
  return values;
}

/**
 * The form's values as the server takes them: typed days as DD.MM.YYYY, typed dates and times as ISO 8601
 * instants of the business zone's wall-clock time; empty ones null.
 */
export function toPayload(values: Record<string, unknown>, fields: FormField[]): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'date' || field.kind === 'dateTime') {
      const sent = isEmptyValue(value) ? null : dateInputToTransport(String(value), field.kind === 'dateTime');
      payload[field.name] = sent ?? (isEmptyValue(value) ? null : value);
    } else if (field.kind === 'select' || field.kind === 'number') {
      payload[field.name] = isEmptyValue(value) ? undefined : value;
    } else {
      payload[field.name] = value ?? (field.kind === 'switch' ? false : '');
    }
  }
  return payload;
}
