import {
  CASE_ACTION_RESULT,
  caseActionAllowed,
  submitResult,
  type CaseAction,
  type CaseStatus,
} from '@portal/contracts/portal-cases';
import { wallTimeIn } from '@portal/contracts/dates';
import { calendarDaysBetween, endOfDayAfter, resumedDueAt } from '@portal/contracts/portal-processing';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import { attachRequest, buildCase, buildOfficer } from '../../test/factories';
import { findUserByUsername } from '../users/service';
import { apiPath } from '../../test/api-client';

// Random sequences of the workflow's actions by the owner and two officers against a tiny model of the rules:
// after every step the answer (200 or which refusal) and the case's status agree with the model. The hearing
// (ADR 0074): an intent opens it, the owner's submission answers it, a rejection waits for it; an answer goes back
// to the officer who asked. And the pause arithmetic of the decision's due time against calendar days.

type Officer = 'A' | 'B';
type Step =
  | { by: 'owner'; action: 'submit' | 'cancel' }
  | { by: Officer; action: 'take' | 'take_over' | 'return' | 'intent' | 'approve' | 'reject' | 'cancel' };

/** `hearing`: none sent, sent and running (the period is 30 days: it never ends here), answered. */
type Model = {
  status: CaseStatus;
  submitted: boolean;
  assignee: Officer | null;
  hearing: 'none' | 'running' | 'answered';
  answered: boolean;
};
type Outcome =
  | 200
  | 403
  | 404
  | 'portal.case_status_forbids'
  | 'portal.case_assigned_to_other'
  | 'portal.case_not_assigned_to_other'
  | 'portal.hearing_required'
  | 'portal.hearing_period_running';

/** What the rules say a step answers, and the model after it. */
function expected(model: Model, step: Step): { outcome: Outcome; next: Model } {
  const refuse = (outcome: Outcome) => ({ outcome, next: model });
  const action: CaseAction = step.action;
  if (step.by === 'owner') {
    if (!caseActionAllowed(model.status, action)) return refuse('portal.case_status_forbids');
    if (action === 'cancel') return { outcome: 200, next: { ...model, status: 'CANCELLED' } };
    // A resubmission answers the officer who asked; the first goes to the queue.
    const back = model.submitted && model.assignee !== null;
    const hearing = model.status === 'HEARING' ? 'answered' : model.hearing;
    return {
      outcome: 200,
      next: { ...model, status: submitResult(back), submitted: true, hearing, answered: back },
    };
  }
  // Officers see a case once it has been submitted; the owner's commands are not theirs.
  if (!model.submitted) return refuse(404);
  if (action === 'cancel') return refuse(403);
  // Taking over is for a case the other officer holds; the status, hearing and answer stay.
  if (action === 'take_over') {
    if (!caseActionAllowed(model.status, action)) return refuse('portal.case_status_forbids');
    if (model.assignee === null || model.assignee === step.by) return refuse('portal.case_not_assigned_to_other');
    return { outcome: 200, next: { ...model, assignee: step.by } };
  }
  if (model.assignee !== null && model.assignee !== step.by) return refuse('portal.case_assigned_to_other');
  if (!caseActionAllowed(model.status, action)) return refuse('portal.case_status_forbids');
  if (action === 'reject' && model.hearing === 'none') return refuse('portal.hearing_required');
  if (action === 'reject' && model.hearing === 'running') return refuse('portal.hearing_period_running');
  const assignee = action === 'take' ? step.by : model.assignee;
  const hearing = action === 'intent' ? 'running' : model.hearing;
  // The flag stays until the officer acts on the answer (taking is not acting on it).
  const answered = action === 'take' ? model.answered : false;
  return { outcome: 200, next: { ...model, status: CASE_ACTION_RESULT[action]!, assignee, hearing, answered } };
}

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ by: fc.constant('owner' as const), action: fc.constantFrom('submit' as const, 'cancel' as const) }),
  fc.record({
    by: fc.constantFrom('A' as const, 'B' as const),
    action: fc.constantFrom(
      'take' as const,
      'take_over' as const,
      'return' as const,
      'intent' as const,
      'approve' as const,
      'reject' as const,
      'cancel' as const,
    ),
  }),
);

describe('case workflow: random action sequences agree with the model', async () => {
  const t = await buildTestAppWithFiles('processing-property');
  const db = t.platform.db;
  let owner: Session;
  let ownerId: number, aboutIndividualId: number;
  const officers = {} as Record<Officer, Session>;

  beforeAll(async () => {
    owner = await t.loginAs('person');
    const person = (await findUserByUsername(db, 'person'))!;
    ownerId = person.id;
    aboutIndividualId = person.individualId!;
    [officers.A, officers.B] = await Promise.all([buildOfficer(t), buildOfficer(t)]).then((o) =>
      o.map((x) => x.session),
    );
  });

  function run(caseId: number, step: Step) {
    if (step.by === 'owner') {
      return step.action === 'submit'
        ? owner.post(apiPath('/general_cases/submit_general_case'), { id: caseId })
        : owner.get(apiPath('/general_cases/cancel_case/{id}', { id: caseId }));
    }
    const session = officers[step.by];
    switch (step.action) {
      case 'take':
        return session.post(apiPath('/portal_cases/take'), { id: caseId });
      case 'take_over':
        return session.post(apiPath('/portal_cases/take_over'), { id: caseId });
      case 'return':
        return session.post(apiPath('/portal_cases/request_information'), { id: caseId, text: 'Add the invoice.' });
      case 'intent':
        return session.post(apiPath('/portal_cases/intent_to_reject'), { id: caseId, reasons: 'Not as asked.' });
      case 'approve':
      case 'reject':
        return session.post(apiPath(`/portal_cases/${step.action}`), { id: caseId, reasoning: 'As the law says.' });
      case 'cancel':
        return session.get(apiPath('/general_cases/cancel_case/{id}', { id: caseId }));
    }
  }

  it('status and refusals always match', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 12 }), async (steps) => {
        const row = await buildCase(db, { filerUserId: ownerId, aboutIndividualId, subTypeCode: 'GEN_TARIFF' });
        await attachRequest(t, owner, row.id);
        let model: Model = { status: 'DRAFT', submitted: false, assignee: null, hearing: 'none', answered: false };
        for (const step of steps) {
          const { outcome, next } = expected(model, step);
          const res = await run(row.id, step);
          const got: Outcome =
            res.statusCode === 409 ? res.json<{ _error: Outcome }>()._error : (res.statusCode as Outcome);
          expect(got, `${JSON.stringify(step)} in ${JSON.stringify(model)}: ${res.body}`).toBe(outcome);
          model = next;
          const seen = (await owner.get(apiPath('/general_cases/{id}', { id: row.id }))).json();
          expect({ status: seen.caseStatus, answered: seen.answered, hearing: seen.hearing !== null }).toEqual({
            status: model.status,
            answered: model.answered,
            hearing: model.hearing !== 'none',
          });
        }
      }),
      { numRuns: 40 },
    );
  }, 240_000);
});

describe('the decision’s due time across a pause', () => {
  const zone = 'Europe/Tirane';
  const day = 86_400_000;
  const start = Date.UTC(2026, 0, 1);
  // A due time as the workflow makes it (the end of a day), a pause inside the case's life.
  const dueArbitrary = fc.tuple(fc.integer({ min: 0, max: 700 }), fc.integer({ min: 1, max: 365 }));
  const pauseArbitrary = fc.tuple(fc.integer({ min: 0, max: 700 * 24 }), fc.integer({ min: 0, max: 400 * 24 }));

  it('moves by the calendar days the pause lasted and still ends with its day', () => {
    fc.assert(
      fc.property(dueArbitrary, pauseArbitrary, ([from, days], [startHour, hours]) => {
        const due = endOfDayAfter(new Date(start + from * day), days, zone);
        const pausedFrom = new Date(start + startHour * 3_600_000);
        const resumedAt = new Date(pausedFrom.getTime() + hours * 3_600_000);
        const resumed = resumedDueAt(due, pausedFrom, resumedAt, zone);
        // The reference: the pause's calendar days, added to the due day.
        expect(calendarDaysBetween(due, resumed, zone)).toBe(calendarDaysBetween(pausedFrom, resumedAt, zone));
        const wall = wallTimeIn(resumed, zone);
        expect([wall.hour, wall.minute]).toEqual([23, 59]);
        // Two pauses back to back move it as one of their length.
        const middle = new Date(pausedFrom.getTime() + Math.floor(hours / 2) * 3_600_000);
        const twice = resumedDueAt(resumedDueAt(due, pausedFrom, middle, zone), middle, resumedAt, zone);
        expect(twice.getTime()).toBe(resumed.getTime());
      }),
    );
  });
});
