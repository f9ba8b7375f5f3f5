import { describe, expect, it } from 'vitest';
import { CASE_ACTIONS, CASE_TYPES, caseKindHasAction } from './portal-cases';

describe('caseKindHasAction', () => {
  it('gives integrate to general cases and the certificate’s revocation to movement certificates only', () => {
    const kindsWith = (action: (typeof CASE_ACTIONS)[number]) =>
      CASE_TYPES.filter((caseType) => caseKindHasAction(caseType, action));
    expect(kindsWith('integrate')).toEqual(['GENERAL']);
    expect(kindsWith('revoke_certificate')).toEqual(['MOVEMENT_CERTIFICATE']);
  });

  it('gives every other action to every kind', () => {
    for (const action of CASE_ACTIONS.filter((a) => a !== 'integrate' && a !== 'revoke_certificate')) {
      for (const caseType of CASE_TYPES) expect(caseKindHasAction(caseType, action)).toBe(true);
    }
  });
});
