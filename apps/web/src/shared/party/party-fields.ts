import type { FormField, Text } from '@/shared/admin-kit/types';

/**
 * The fields of an Individual and of a Company (spec §3) as forms show them: registration, the
 * profile and the staff screens use the same labels and controls. The identity number comes first.
 */
export const INDIVIDUAL_FIELDS: FormField[] = [
  { name: 'personalNumber', label: ['party.personal_number', 'Personal number'], kind: 'text', upperCase: true },
  { name: 'title', label: ['party.title', 'Title'], kind: 'text' },
  { name: 'firstName', label: ['party.first_name', 'First name'], kind: 'text' },
  { name: 'lastName', label: ['party.last_name', 'Last name'], kind: 'text' },
  { name: 'parentName', label: ['party.parent_name', 'Parent’s name'], kind: 'text' },
  { name: 'dateOfBirth', label: ['party.date_of_birth', 'Date of birth'], kind: 'date' },
  { name: 'address', label: ['party.address', 'Address'], kind: 'text' },
  { name: 'city', label: ['party.city', 'City'], kind: 'text' },
  { name: 'cityOfLivingName', label: ['party.city_of_living', 'City of residence'], kind: 'text' },
];

export const COMPANY_FIELDS: FormField[] = [
  {
    name: 'companyUniqueNumber',
    label: ['party.company_unique_number', 'Company unique number (NUIS)'],
    kind: 'text',
    upperCase: true,
  },
  { name: 'companyName', label: ['party.company_name', 'Company name'], kind: 'text' },
  { name: 'fiscalNumber', label: ['party.fiscal_number', 'Fiscal number'], kind: 'text' },
  { name: 'registerNumber', label: ['party.register_number', 'Register number'], kind: 'text' },
  { name: 'constitutionDate', label: ['party.constitution_date', 'Date of constitution'], kind: 'date' },
  { name: 'companyPhone', label: ['party.company_phone', 'Company phone'], kind: 'text' },
  { name: 'address', label: ['party.address', 'Address'], kind: 'text' },
  { name: 'placeName', label: ['party.place_name', 'Place'], kind: 'text' },
  {
    name: 'isIntermediary',
    label: ['party.is_intermediary', 'Intermediary'],
    kind: 'switch',
    help: ['party.is_intermediary_help', 'The company acts on behalf of others (customs agent or broker).'],
  },
];

/** The field that identifies the record: checked at registration, never edited afterwards. */
export const INDIVIDUAL_NUMBER_FIELD = 'personalNumber';
export const COMPANY_NUMBER_FIELD = 'companyUniqueNumber';

/** The fields with a note on the identity number that staff cannot change (the server locks it). */
export function withLockedHelp(fields: FormField[], name: string, help: Text): FormField[] {
  return fields.map((field) => (field.name === name ? { ...field, lockedHelp: help } : field));
}
