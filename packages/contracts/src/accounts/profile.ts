import { z } from 'zod';
import { textSchema } from '../common/input';
import { USERNAME_MAX_LENGTH, languageSchema } from './auth';
import { EMAIL_MAX_LENGTH, companyFieldsSchema, individualFieldsSchema } from './registration';

/** The signed-in user's own profile (spec §5 profile, §7 update_data, persons/traders update_data). */

export const PROFILE_PAGE = '/user/profile';

/** Body of POST /user/update_data: the caller's own e-mail, phone and language; `username` must be the caller's. */
export const updateUserDataSchema = z.object({
  username: textSchema().trim().min(1, 'generic.required').max(USERNAME_MAX_LENGTH, 'validation.too_long'),
  email: textSchema().trim().max(EMAIL_MAX_LENGTH, 'validation.too_long').pipe(z.email('validation.email')),
  phone: textSchema().trim().max(30, 'validation.too_long').nullish(),
  lang: languageSchema,
});
export type UpdateUserData = z.input<typeof updateUserDataSchema>;

/** Body of POST /persons/update_data: every individual field but the personal number, which is not editable. */
export const updatePersonSchema = individualFieldsSchema.omit({ personalNumber: true });
export type UpdatePerson = z.input<typeof updatePersonSchema>;

/** Body of POST /traders/update_data: every company field but the unique number, which is not editable. */
export const updateTraderSchema = companyFieldsSchema.omit({ companyUniqueNumber: true });
export type UpdateTrader = z.input<typeof updateTraderSchema>;
