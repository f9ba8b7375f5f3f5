import type { Company, Individual } from '@portal/contracts';

/** Who a new case is about, as the wizard's first step chose it. */
export type CaseSubject =
  | { kind: 'myself' }
  | { kind: 'individual'; individual: Individual; hasUser: boolean }
  | { kind: 'company'; company: Company; hasUser: boolean };

/** The create body's subject: nothing for the user themself (the server resolves their own record). */
export function subjectChoice(subject: CaseSubject): { aboutIndividualId?: number; aboutCompanyId?: number } {
  if (subject.kind === 'individual') return { aboutIndividualId: subject.individual.id };
  if (subject.kind === 'company') return { aboutCompanyId: subject.company.id };
  return {};
}

/** The chosen subject's name (the user's own name for themself). */
export function subjectName(subject: CaseSubject, ownName: string): string {
  if (subject.kind === 'individual') return `${subject.individual.firstName} ${subject.individual.lastName}`.trim();
  if (subject.kind === 'company') return subject.company.companyName;
  return ownName;
}
