import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** The part of a zod schema a form rule needs (zod itself stays a dependency of contracts). */
export type ParsingSchema = {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: Array<{ message: string }> } };
};

/**
 * An Ant Design rule that checks a field with its zod schema from `@portal/contracts`, so the
 * client says what the server would: the schema's messages are translation keys. The schema may
 * be given as a loader, so pages on the first download (sign-in) fetch zod only when validating.
 */
export function schemaRule(schema: ParsingSchema | (() => Promise<ParsingSchema>), t: TFunction): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const parser = typeof schema === 'function' ? await schema() : schema;
      const result = parser.safeParse(value ?? '');
      if (!result.success) {
        const key = result.error.issues[0]?.message ?? 'validation.invalid';
        throw new Error(t(key, key));
      }
    },
  };
}
