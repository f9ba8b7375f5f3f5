import { toPayload } from '@/shared/admin-kit/field-rules';
import type { Issue } from '@/shared/admin-kit/types';
import type { RegistrationKind } from './registration-kinds';

/** The registered-user fields of both forms (spec §3), kept flat in the form beside the record's. */
export const ACCOUNT_FIELD_NAMES = [
  'username',
  'email',
  'confirmEmail',
  'password',
  'confirmPassword',
  'phone',
  'lang',
] as const;

export type FormValues = Record<string, unknown>;

/** The body of register_individual / register_company from the flat form values and the solved captcha. */
export function registrationBody(kind: RegistrationKind, values: FormValues, altcha: string): Record<string, unknown> {
  const user: Record<string, unknown> = { altcha };
  for (const name of ACCOUNT_FIELD_NAMES) user[name] = values[name] ?? '';
  return { user, [kind.record]: toPayload(values, kind.fields) };
}

/**
 * Field messages of the nested body (`user.email`, `individual.personalNumber`) by the flat form
 * field they belong to; the first message of each field wins. Field names do not clash between the
 * user and the record, so the last part of the path names the field.
 */
export function flatFieldErrors(entries: Array<[path: string, message: string]>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, message] of entries) {
    const name = path === '_error' ? path : (path.split('.').pop() ?? path);
    fields[name] ??= message;
  }
  return fields;
}

/** The schema's issues as flat field messages. */
export function issueFieldErrors(issues: Issue[]): Record<string, string> {
  return flatFieldErrors(issues.map((issue) => [issue.path.map(String).join('.'), issue.message]));
}
