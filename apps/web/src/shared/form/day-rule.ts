import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { INVALID_DATE_FORMAT } from '@/shared/admin-kit/field-rules';
import { parseDateInput } from '@/shared/lib/business-time';

/**
 * The rule of a day typed into a `DateInput` (DD.MM.YYYY as the portal shows it, or DD-MM, DD-MM-YY, DD-MM-YYYY):
 * empty passes unless `required`; what does not parse says "Invalid Date Format" (spec §5), as the admin forms do.
 */
export function dayRule(t: TFunction, required = false): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text === '') {
        return required
          ? Promise.reject(new Error(t('generic.required', 'This field is required.')))
          : Promise.resolve();
      }
      return parseDateInput(text).ok
        ? Promise.resolve()
        : Promise.reject(new Error(t(INVALID_DATE_FORMAT, INVALID_DATE_FORMAT)));
    },
  };
}
