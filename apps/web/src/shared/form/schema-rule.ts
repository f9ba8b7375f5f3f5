import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** The part of a zod schema a form rule needs (zod itself stays a dependency of contracts). */
export type ParsingSchema = {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: Array<{ message: string }> } };
};

export type SchemaRuleOptions = {
  /**
   * The screen's own words for some of the schema's keys, where the screen says a refusal in its field's terms (the
   * receipt's hash format): `{ 'validation.invalid_format': t('receipt.hash_format', '…') }`.
   */
  messages?: Readonly<Record<string, string>>;
  /**
   * An empty field (nothing chosen or typed: null, undefined, '') is checked as a missing value, refused with
   * `generic.required` when the schema asks for one: for a number, a choice, or a text whose format refuses ''.
   */
  emptyIsMissing?: boolean;
  /** With `emptyIsMissing`: a text of spaces only is empty too (a field the schema trims). */
  blankIsEmpty?: boolean;
};

/** The English words of the shared keys, for a screen whose translations are not loaded (the unit tests). */
const DEFAULT_TEXTS: Readonly<Record<string, string>> = {
  'generic.required': 'This field is required.',
  'validation.too_long': 'The text is too long.',
};

/** The translated message of a refused value, or null when the schema takes it. */
export function schemaMessage(
  parser: ParsingSchema,
  value: unknown,
  t: TFunction,
  { messages, emptyIsMissing, blankIsEmpty }: SchemaRuleOptions = {},
): string | null {
  const text = typeof value === 'string' && blankIsEmpty ? value.trim() : value;
  const missing = emptyIsMissing && (text === null || text === undefined || text === '');
  const result = parser.safeParse(missing ? undefined : (value ?? ''));
  if (result.success) return null;
  const issued = missing ? 'generic.required' : (result.error.issues[0]?.message ?? 'validation.invalid');
  return messages?.[issued] ?? t(issued, DEFAULT_TEXTS[issued] ?? issued);
}

/**
 * An Ant Design rule that checks a field with its zod schema from `@portal/contracts`, so the
 * client says what the server would: the schema's messages are translation keys. The schema may
 * be given as a loader, so pages on the first download (sign-in) fetch zod only when validating.
 */
export function schemaRule(
  schema: ParsingSchema | (() => Promise<ParsingSchema>),
  t: TFunction,
  options?: SchemaRuleOptions,
): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const parser = typeof schema === 'function' ? await schema() : schema;
      const message = schemaMessage(parser, value, t, options);
      if (message !== null) throw new Error(message);
    },
  };
}

/** True when the schema refuses a missing value: the field is marked required. */
export function refusesMissing(schema: ParsingSchema): boolean {
  return !schema.safeParse(undefined).success;
}
