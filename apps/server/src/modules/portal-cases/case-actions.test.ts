import {
  CASE_ACTION_RESULT,
  CASE_ACTIONS,
  CASE_STATUSES,
  CASE_TYPES,
  caseActionAllowed,
  isCaseEditable,
  type CaseAction,
  type CaseStatus,
} from '@portal/contracts/portal-cases';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedCaseActions } from './presenter';

/**
 * A tiny model of DESIGN.md §5 "Case status", written as its sentences read: DRAFT → submit → SUBMITTED →
 * (officer takes it) IN_PROCESS → RETURNED_FOR_CORRECTIONS (owner edits and submits again) | APPROVED |
 * REJECTED; DRAFT or RETURNED_FOR_CORRECTIONS → cancel → CANCELLED. Integrate registers a submitted general case;
 * an approved case's movement certificate may be revoked (the status stays).
 */
const MODEL: Record<CaseAction, (s: CaseStatus) => CaseStatus | 'same' | null> = {
  edit: (s) => (s === 'DRAFT' || s === 'RETURNED_FOR_CORRECTIONS' || s === 'HEARING' ? 'same' : null),
  submit: (s) => (s === 'DRAFT' || s === 'RETURNED_FOR_CORRECTIONS' || s === 'HEARING' ? 'SUBMITTED' : null),
  cancel: (s) => (s === 'DRAFT' || s === 'RETURNED_FOR_CORRECTIONS' ? 'CANCELLED' : null),
  take: (s) => (s === 'SUBMITTED' ? 'IN_PROCESS' : null),
  return: (s) => (s === 'IN_PROCESS' ? 'RETURNED_FOR_CORRECTIONS' : null),
  approve: (s) => (s === 'IN_PROCESS' ? 'APPROVED' : null),
  reject: (s) => (s === 'IN_PROCESS' || s === 'HEARING' ? 'REJECTED' : null),
  integrate: (s) => (s === 'SUBMITTED' || s === 'IN_PROCESS' || s === 'APPROVED' ? 'same' : null),
  revoke_certificate: (s) => (s === 'APPROVED' ? 'same' : null),
  withdraw: (s) =>
    s === 'SUBMITTED' || s === 'IN_PROCESS' || s === 'RETURNED_FOR_CORRECTIONS' || s === 'HEARING' ? 'WITHDRAWN' : null,
  intent: (s) => (s === 'IN_PROCESS' ? 'HEARING' : null),
  resume: (s) => (s === 'RETURNED_FOR_CORRECTIONS' ? 'IN_PROCESS' : null),
  // An officer takes over a case another officer holds: it stays where it is.
  take_over: (s) => (s === 'IN_PROCESS' || s === 'RETURNED_FOR_CORRECTIONS' || s === 'HEARING' ? 'same' : null),
};
const OWNER: CaseAction[] = ['edit', 'submit', 'cancel', 'withdraw'];

const status = fc.constantFrom(...CASE_STATUSES);
const action = fc.constantFrom(...CASE_ACTIONS);

/** Applies the actions the status allows, skipping the others, as the server's 409s do. */
function run(actions: CaseAction[]): { status: CaseStatus; applied: CaseAction[] } {
  let current: CaseStatus = 'DRAFT';
  const applied: CaseAction[] = [];
  for (const a of actions) {
    if (!caseActionAllowed(current, a)) continue;
    applied.push(a);
    current = CASE_ACTION_RESULT[a] ?? current;
  }
  return { status: current, applied };
}

describe('case actions against the model of DESIGN §5', () => {
  it('allows exactly the actions the model allows, leading where the model leads', () => {
    fc.assert(
      fc.property(status, action, (s, a) => {
        const next = MODEL[a](s);
        expect(caseActionAllowed(s, a)).toBe(next !== null);
        if (next !== null) expect(CASE_ACTION_RESULT[a] ?? 'same').toBe(next);
      }),
    );
  });

  it('keeps every walk from DRAFT on the model: final statuses allow nothing but integrate and revoke on an approved case', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const { status: end, applied } = run(actions);
        // Replaying the model gives the same end.
        let modelStatus: CaseStatus = 'DRAFT';
        for (const a of applied) {
          const next = MODEL[a](modelStatus);
          expect(next).not.toBeNull();
          modelStatus = next === 'same' || next === null ? modelStatus : next;
        }
        expect(end).toBe(modelStatus);
        if (end === 'CANCELLED' || end === 'REJECTED') {
          expect(CASE_ACTIONS.filter((a) => caseActionAllowed(end, a))).toEqual([]);
        }
        if (end === 'APPROVED') {
          expect(CASE_ACTIONS.filter((a) => caseActionAllowed(end, a))).toEqual(['integrate', 'revoke_certificate']);
        }
        // Editable exactly while the owner may still submit.
        expect(isCaseEditable(end)).toBe(caseActionAllowed(end, 'submit'));
      }),
    );
  });

  it("gives the owner only owner actions and an officer only officer actions, integrate for unregistered general cases, on another officer's case only taking it over, decisions for the assigned officer", () => {
    fc.assert(
      fc.property(
        status,
        fc.constantFrom(...CASE_TYPES),
        fc.constantFrom('owner' as const, 'officer' as const, null),
        fc.option(fc.constantFrom(7, 8), { nil: null }),
        fc.option(fc.constant('02/2026-1'), { nil: null }),
        fc.constantFrom(new Date(0), new Date(Date.now() + 86_400_000)),
        (s, caseType, role, assignedOfficerId, protocolNumber, correctionsDueAt) => {
          const heard = { hearingSentAt: new Date(0), hearingDueAt: new Date(0), hearingAnsweredAt: null };
          const row = { status: s, caseType, assignedOfficerId, protocolNumber, correctionsDueAt, ...heard };
          const actions = allowedCaseActions(row, role, 7);
          for (const a of actions) expect(caseActionAllowed(s, a)).toBe(true);
          if (role === null) expect(actions).toEqual([]);
          if (role === 'owner') expect(actions).toEqual(OWNER.filter((a) => caseActionAllowed(s, a)));
          if (role === 'officer') {
            expect(actions.some((a) => OWNER.includes(a))).toBe(false);
            const free = assignedOfficerId !== 8;
            expect(actions.includes('integrate')).toBe(
              free && caseType === 'GENERAL' && protocolNumber === null && caseActionAllowed(s, 'integrate'),
            );
            expect(actions.includes('take')).toBe(free && s === 'SUBMITTED');
            // Only a case another officer holds is taken over (one nobody holds is taken from the queue).
            expect(actions.includes('take_over')).toBe(
              assignedOfficerId === 8 && (s === 'IN_PROCESS' || s === 'RETURNED_FOR_CORRECTIONS' || s === 'HEARING'),
            );
            expect(actions.includes('revoke_certificate')).toBe(
              s === 'APPROVED' && caseType === 'MOVEMENT_CERTIFICATE',
            );
            const decides = s === 'IN_PROCESS' && assignedOfficerId === 7;
            for (const a of ['return', 'approve', 'intent'] as const) expect(actions.includes(a)).toBe(decides);
            // After a hearing whose period ended, also from HEARING.
            expect(actions.includes('reject')).toBe((s === 'IN_PROCESS' || s === 'HEARING') && assignedOfficerId === 7);
            // Taking back a case returned for information: its officer, once the filer's period ended.
            expect(actions.includes('resume')).toBe(
              s === 'RETURNED_FOR_CORRECTIONS' && assignedOfficerId === 7 && correctionsDueAt.getTime() === 0,
            );
          }
        },
      ),
    );
  });
});
