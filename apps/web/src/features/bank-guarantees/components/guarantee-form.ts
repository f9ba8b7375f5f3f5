import {
  BANK_GUARANTEE_CURRENCIES,
  DEFAULT_BANK_GUARANTEE_CURRENCY,
  bankGuaranteeInputSchema,
} from '@portal/contracts/bank-guarantees';
import { localized } from '@portal/contracts/multilingual';
import type { FormField, ObjectSchema, Text } from '@/shared/admin-kit/types';

export const LABELS = {
  bank: ['bank_guarantee.bank', 'Bank'],
  number: ['bank_guarantee.number', 'Guarantee number'],
  amount: ['bank_guarantee.amount', 'Amount'],
  currency: ['bank_guarantee.currency', 'Currency'],
  validFrom: ['bank_guarantee.valid_from', 'Valid from'],
  validTo: ['bank_guarantee.valid_to', 'Valid to'],
  validity: ['bank_guarantee.validity', 'Validity'],
  status: ['bank_guarantee.status', 'Status'],
  notes: ['bank_guarantee.notes', 'Notes'],
  owner: ['bank_guarantee.owner', 'User'],
  companyNumber: ['bank_guarantee.company_number', 'Company unique number'],
  decidedAt: ['bank_guarantee.decided_at', 'Decided'],
  documents: ['bank_guarantee.documents', 'Documents'],
  id: ['bank_guarantee.id', 'ID'],
} as const satisfies Record<string, Text>;

/** The owner's form; the server locks every field once the guarantee is decided (fieldProperties). */
export const GUARANTEE_FIELDS: FormField[] = [
  {
    name: 'bankId',
    label: LABELS.bank,
    kind: 'select',
    source: { resource: 'banks' },
    // A bank deactivated since is not offered, but the guarantee still names it.
    currentOption: (record, lang) => {
      const bank = record.bank as Record<string, unknown> | null | undefined;
      return bank ? { value: bank.id as number, label: localized(bank, 'label', lang) } : null;
    },
    lockedHelp: ['bank_guarantee.locked', 'A guarantee decided by the customs administration cannot be changed.'],
  },
  { name: 'guaranteeNumber', label: LABELS.number, kind: 'text' },
  { name: 'amount', label: LABELS.amount, kind: 'number' },
  {
    name: 'currency',
    label: LABELS.currency,
    kind: 'select',
    source: { options: BANK_GUARANTEE_CURRENCIES.map((c) => ({ value: c, label: c })) },
  },
  { name: 'validFrom', label: LABELS.validFrom, kind: 'date' },
  { name: 'validTo', label: LABELS.validTo, kind: 'date' },
];

export const GUARANTEE_SCHEMA = bankGuaranteeInputSchema as unknown as ObjectSchema;

/** A new guarantee before it is saved. */
export const BLANK_GUARANTEE = {
  bankId: undefined,
  guaranteeNumber: '',
  amount: undefined,
  currency: DEFAULT_BANK_GUARANTEE_CURRENCY,
  validFrom: '',
  validTo: '',
  fieldProperties: {},
};
