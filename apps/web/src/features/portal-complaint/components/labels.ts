import type { LabelledRef } from '@portal/contracts/portal-records';
import { localized } from '@portal/contracts/multilingual';
import type { Text } from '@/shared/admin-kit/types';

/** The complaint screens' texts: translation key and English fallback. */
export const LABELS = {
  kind: ['portal.complaint.kind', 'The complaint is about'],
  kindDeclarations: ['portal.complaint.kind_declarations', 'Customs declarations (SAD)'],
  kindDecision: ['portal.complaint.kind_decision', 'A decision'],
  subType: ['portal.complaint.sub_type', 'Type of complaint'],
  subject: ['portal.complaint.subject', 'Subject'],
  description: ['portal.complaint.description', 'Description'],
  declarations: ['portal.complaint.declarations', 'Customs declarations'],
  declarationNumber: ['portal.complaint.declaration_number', 'Declaration number'],
  declarationOffice: ['portal.complaint.declaration_office', 'Customs office'],
  declarationYear: ['portal.complaint.declaration_year', 'Year'],
  addDeclaration: ['portal.complaint.add_declaration', 'Add declaration'],
  removeDeclaration: ['portal.complaint.remove_declaration', 'Remove declaration'],
  removeDeclarationConfirm: [
    'portal.complaint.remove_declaration_confirm',
    'Remove this declaration from the complaint?',
  ],
  lastDeclaration: [
    'portal.complaint.last_declaration',
    'A complaint about declarations keeps at least one declaration.',
  ],
  noDeclarations: ['portal.complaint.no_declarations', 'No declarations added yet.'],
  declarationsRequired: ['portal.complaint.declarations_required', 'Add at least one customs declaration.'],
  decision: ['portal.complaint.decision', 'Decision'],
  decisionNumber: ['portal.complaint.decision_number', 'Decision number'],
  decisionType: ['portal.complaint.decision_type', 'Type of decision'],
  decisionRegistered: [
    'portal.complaint.decision_registered',
    'This decision is in the register of the customs administration: its type is set from there.',
  ],
  noDecision: ['portal.complaint.no_decision', 'No decision has been given yet.'],
  create: ['portal.complaint.create', 'Create complaint'],
  save: ['admin.save', 'Save'],
  cancel: ['admin.cancel', 'Cancel'],
  actions: ['admin.actions', 'Actions'],
  inputNotValid: ['portal.input_not_valid', 'Input is not valid.'],
  notSaved: ['portal.complaint.not_saved', 'The complaint could not be created. Check the fields marked below.'],
  loadFailed: ['admin.load_failed', 'The records could not be loaded.'],
  retry: ['generic.retry', 'Try again'],
  choose: ['admin.choose', 'Choose…'],
  saved: ['action.saved', 'Record saved.'],
  deleted: ['action.deleted', 'Record deleted.'],
  success: ['generic.success', 'Success'],
  error: ['error', 'Error'],
} as const satisfies Record<string, Text>;

/** A vocabulary record as an option: its label in the interface language, after its code when asked. */
export const optionLabel = (record: LabelledRef, lang: string, withCode = false) => {
  const label = localized(record, 'label', lang);
  return withCode ? `${record.code} · ${label}` : label;
};
