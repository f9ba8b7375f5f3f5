import type { CaseKind } from './case-kind';

/**
 * The GENERAL kind: a case with no records of its own, no condition beyond its required documents and nothing
 * granted on approval; an officer names the decision's type unless the sub-type implies one.
 */
export const generalCaseKind: CaseKind<void, 'GENERAL'> = {
  code: 'GENERAL',
  subTypeField: { create: 'subTypeId', edit: 'subTypeId' },
};
