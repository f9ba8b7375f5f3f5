import {
  COMPANY_EXISTS_MESSAGE,
  INDIVIDUAL_EXISTS_MESSAGE,
  companyFieldsSchema,
  individualFieldsSchema,
  registerCompanySchema,
  registerIndividualSchema,
} from '@portal/contracts';
import type { FormField, ObjectSchema } from '@/shared/admin-kit/types';
import {
  COMPANY_FIELDS,
  COMPANY_NUMBER_FIELD,
  INDIVIDUAL_FIELDS,
  INDIVIDUAL_NUMBER_FIELD,
} from '@/shared/party/party-fields';

/** What differs between registering a person and a trader; the form is the same. */
export type RegistrationKind = {
  /** The key of the record in the request body (`individual` / `company`). */
  record: 'individual' | 'company';
  fields: FormField[];
  numberField: string;
  /** The contracts' schema of the record part. */
  recordSchema: ObjectSchema;
  /** The contracts' schema of the whole body, checked before sending. */
  bodySchema: ObjectSchema;
  /** The spec's texts (and translation keys) when the record already has a user. */
  existsMessage: string;
};

export const INDIVIDUAL_REGISTRATION: RegistrationKind = {
  record: 'individual',
  fields: INDIVIDUAL_FIELDS,
  numberField: INDIVIDUAL_NUMBER_FIELD,
  recordSchema: individualFieldsSchema,
  bodySchema: registerIndividualSchema,
  existsMessage: INDIVIDUAL_EXISTS_MESSAGE,
};

export const COMPANY_REGISTRATION: RegistrationKind = {
  record: 'company',
  fields: COMPANY_FIELDS,
  numberField: COMPANY_NUMBER_FIELD,
  recordSchema: companyFieldsSchema,
  bodySchema: registerCompanySchema,
  existsMessage: COMPANY_EXISTS_MESSAGE,
};
